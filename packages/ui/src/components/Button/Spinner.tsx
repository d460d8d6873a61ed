import { cx } from '../../internal/cx';
import * as styles from './Button.css';

/** The small spinner buttons show while loading; decorative (the button carries aria-busy). */
export function ButtonSpinner({ className }: { className?: string }) {
  return (
    <svg className={cx(styles.spinner, className)} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
