import { Link, shellConfig, useDocumentTitle } from '@chorus/shell';
import { Icon, type IconName } from '@chorus/ui';
import type { ReactNode } from 'react';
import * as auth from '../../auth/components/auth.css';
import { useT } from '../i18n';
import '../templatePages.icons';
import * as css from './frames.css';

export interface StatusPageProps {
  icon: IconName;
  title: string;
  text: ReactNode;
  children?: ReactNode;
}

/** Coming soon and maintenance: an icon, a title, a text, what the page adds, and the way home. */
export function StatusPage({ icon, title, text, children }: StatusPageProps) {
  const t = useT();
  useDocumentTitle(title);
  return (
    <div className={css.cardPage}>
      <div className={`${css.card} ${css.centred}`}>
        <Icon name={icon} size="xl" tone="accent" />
        <h1 className={auth.title}>{title}</h1>
        <p className={auth.subtitle}>{text}</p>
        {children}
        <Link className={auth.link} to={shellConfig.homePath}>
          {t('home')}
        </Link>
      </div>
    </div>
  );
}
