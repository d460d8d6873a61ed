'use client';

import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { messages, useT } from './i18n';
import { cx } from '../../internal/cx';
import { formatNumber } from '../../intl/dates';
import type { CountdownEnd, TimeLeft } from '../../lib/countdown';
import * as styles from './Countdown.css';
import { useCountdown } from './useCountdown';

export interface CountdownProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The end. Default: 15 days after mount (§4). */
  endDate?: CountdownEnd | null;
  /** Called once, after the end has passed (also when mounted after it). */
  onComplete?: () => void;
  /** Visible caption and the timer's accessible name. Default "Time left" (translated). */
  label?: ReactNode;
  /** Plain-text accessible name when `label` is not a string. */
  ariaLabel?: string;
  /** Shown instead of the zeros once the end has passed. */
  completeContent?: ReactNode;
  size?: 'sm' | 'md';
}

const units = ['days', 'hours', 'minutes', 'seconds'] as const;

/** The time left as words in the active language, e.g. "14 days, 3 hours, 5 minutes and 9 seconds". */
export function describeTimeLeft(
  { days, hours, minutes, seconds }: TimeLeft,
  t: (key: 'countdown.describe', values: Record<string, number>) => string = messages.t,
): string {
  return t('countdown.describe', { days, hours, minutes, seconds });
}

export interface CountdownDisplayProps extends Omit<CountdownProps, 'endDate' | 'onComplete'> {
  /** The time left, e.g. from `useCountdown`. */
  timeLeft: TimeLeft;
}

/** The countdown's presentation alone: renders a given time left (custom clocks, previews, tests). */
export function CountdownDisplay({
  timeLeft,
  label,
  ariaLabel,
  completeContent,
  size = 'md',
  className,
  ...rest
}: CountdownDisplayProps) {
  const t = useT();
  const labelId = useId();
  label ??= t('countdown.label');
  const named = typeof label === 'string' ? label : ariaLabel;
  return (
    <div className={cx(styles.root, className)} {...rest}>
      {label ? (
        <span id={labelId} className={styles.label}>
          {label}
        </span>
      ) : null}
      <div
        role="timer"
        aria-labelledby={label ? labelId : undefined}
        aria-label={label ? undefined : named}
        title={describeTimeLeft(timeLeft, t)}
      >
        {timeLeft.isComplete && completeContent ? (
          completeContent
        ) : (
          <div className={styles.parts}>
            {units.map((key) => (
              <span key={key} className={styles.part({ size })}>
                <span className={styles.value({ size })}>
                  {formatNumber(timeLeft[key], { minimumIntegerDigits: key === 'days' ? 1 : 2 })}
                </span>
                <span className={styles.unit}>{t(`countdown.${key}`, { count: timeLeft[key] })}</span>
              </span>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}

/**
 * A countdown to `endDate` in days, hours, minutes and seconds, ticking every second (§4, §9). It is a
 * `role="timer"` (not announced on every tick) named by its label; each part reads as "14 days".
 */
export function Countdown({ endDate, onComplete, ...rest }: CountdownProps) {
  const timeLeft = useCountdown(endDate, onComplete);
  return <CountdownDisplay timeLeft={timeLeft} {...rest} />;
}
