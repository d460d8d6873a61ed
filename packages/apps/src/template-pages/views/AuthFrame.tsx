import { type ReactNode, useId } from 'react';
import * as auth from '../../auth/components/auth.css';
import { useT as useAuthT } from '../../auth/i18n';
import { useT } from '../i18n';
import * as css from './frames.css';

export type AuthFrameVariant = 'card' | 'split';

export interface AuthFrameProps {
  /** A centred card, or a split screen with the product's message on one side. */
  variant: AuthFrameVariant;
  title: string;
  subtitle?: ReactNode;
  /** Above the title, e.g. the locked user's avatar. */
  media?: ReactNode;
  children?: ReactNode;
}

/**
 * The frame of the template auth pages: the same heading and form in a centred card or a split screen. The real
 * sign-in pages have their own frame (`AuthLayout`, a whole page); this one sits in the shell's content area.
 */
export function AuthFrame({ variant, title, subtitle, media, children }: AuthFrameProps) {
  const t = useT();
  const tAuth = useAuthT();
  const titleId = useId();
  const body = (
    <>
      <span className={auth.logo} aria-hidden="true">
        {tAuth('brand.name')}
      </span>
      {media ? <div className={css.centred}>{media}</div> : null}
      <h1 id={titleId} className={auth.title}>
        {title}
      </h1>
      {subtitle ? <p className={auth.subtitle}>{subtitle}</p> : null}
      {children}
    </>
  );
  if (variant === 'card')
    return (
      <div className={css.cardPage}>
        <section className={css.card} aria-labelledby={titleId}>
          {body}
        </section>
      </div>
    );
  return (
    <div className={css.splitPage}>
      <div className={css.splitFormSide}>
        <section className={css.splitForm} aria-labelledby={titleId}>
          {body}
        </section>
      </div>
      <aside className={css.splitMessage} aria-label={t('split.about')}>
        <p className={css.message}>{t('split.message')}</p>
        <p className={auth.brandNote}>{tAuth('login.note')}</p>
      </aside>
    </div>
  );
}
