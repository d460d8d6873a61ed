import type { ReactNode } from 'react';
import * as styles from './auth.css';

/** A message above an auth form: an error (announced at once) or a success (a polite status). Nothing when empty. */
export function FormAlert({ tone, children }: { tone: 'error' | 'success'; children?: ReactNode }) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return tone === 'error' ? (
    <p className={styles.alertError} role="alert">
      {children}
    </p>
  ) : (
    <p className={styles.alertSuccess} role="status">
      {children}
    </p>
  );
}
