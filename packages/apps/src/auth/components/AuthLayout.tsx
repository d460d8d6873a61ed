import type { ReactNode } from 'react';
import { useT } from '../i18n';
import * as styles from './auth.css';

export interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  /** The brand panel's tagline (login: groupthink; register: everyone's voice). */
  tagline: string;
  note?: string;
  children: ReactNode;
}

/** The login/register/forgot-password frame: the form on one side, the brand and tagline on the other. */
export function AuthLayout({ title, subtitle, tagline, note, children }: AuthLayoutProps) {
  const t = useT();
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <section className={styles.formSide} aria-labelledby="auth-title">
          <span className={styles.logo} aria-hidden="true">
            {t('brand.name')}
          </span>
          <h1 id="auth-title" className={styles.title}>
            {title}
          </h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          {children}
        </section>
        <aside className={styles.brandSide} aria-label={t('brand.about')}>
          <p className={styles.brandName}>{t('brand.name')}</p>
          <p className={styles.tagline}>{tagline}</p>
          {note && <p className={styles.brandNote}>{note}</p>}
        </aside>
      </div>
    </main>
  );
}
