'use client';

import { type ComponentPropsWithRef, useEffect, useState } from 'react';
import { messages } from '../../i18n';
import { cx } from '../../internal/cx';
import { useT } from '../../intl/react';
import { LinearProgress } from '../LinearProgress/LinearProgress';
import * as styles from './Loading.css';
import { Spinner } from './Spinner';

/** The spec's loading indicator delay (§9): fast responses never flash an indicator. */
export const LOADING_DELAY_MS = 300;

export interface LoadingProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Milliseconds to wait before anything is shown. Default 300. */
  delay?: number;
  /** Accessible name and visible caption. Default "Loading…" (the kit's catalogue: `loading.label`). */
  label?: string;
  /** Show the label as text under the indicator (it is always the accessible name). Default true. */
  showLabel?: boolean;
  variant?: 'spinner' | 'linear';
  /** Lay out in a row, for use inside text or buttons. */
  inline?: boolean;
  /** Freezes animation (screenshots). */
  paused?: boolean;
}

/** Whether `delay` ms have passed since mount. */
export function useDelayedVisibility(delay: number): boolean {
  const [visible, setVisible] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) {
      setVisible(true);
      return;
    }
    setVisible(false);
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  return visible;
}

/**
 * A loading indicator that renders nothing for `delay` ms (300 by default, §9) and then a progress
 * indicator with an accessible label, so quick loads don't flicker.
 */
export function Loading({
  delay = LOADING_DELAY_MS,
  label,
  showLabel = true,
  variant = 'spinner',
  inline = false,
  paused,
  className,
  ...rest
}: LoadingProps) {
  const visible = useDelayedVisibility(delay);
  // Often a Suspense fallback itself: it never suspends for its own default text.
  const t = useT(messages, { suspend: false });
  if (!visible) return null;
  label ??= t('loading.label');
  return (
    <div role="status" className={cx(styles.root({ inline }), className)} {...rest}>
      {variant === 'linear' ? (
        <LinearProgress label={label} className={styles.linear} />
      ) : (
        <Spinner label={label} paused={paused} />
      )}
      {showLabel ? <span aria-hidden="true">{label}</span> : null}
    </div>
  );
}
