import type { ReactNode } from 'react';
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
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <section className={styles.formSide} aria-labelledby="auth-title">
          <span className={styles.logo} aria-hidden="true">
            Chorus
          </span>
          <h1 id="auth-title" className={styles.title}>
            {title}
          </h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          {children}
        </section>
        <aside className={styles.brandSide} aria-label="About Chorus">
          <p className={styles.brandName}>Chorus</p>
          <p className={styles.tagline}>{tagline}</p>
          {note && <p className={styles.brandNote}>{note}</p>}
        </aside>
      </div>
    </main>
  );
}

export const loginTagline = 'Chorus gives you better virtual meetings and prevents groupthink.';
export const registerTagline = 'Join Chorus: every voice is heard, not just the loudest one.';
