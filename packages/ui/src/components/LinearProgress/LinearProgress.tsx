'use client';

import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ComponentPropsWithRef } from 'react';
import { messages } from '../../i18n';
import { cx } from '../../internal/cx';
import { useT } from '../../intl/react';
import * as styles from './LinearProgress.css';

export interface LinearProgressProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Progress from 0 to `max`. Leave it out for an indeterminate bar (work of unknown length). */
  value?: number | null;
  max?: number;
  /** Accessible name, e.g. "Uploading recording". Use `aria-labelledby` to point at a visible label instead. */
  label?: string;
  /** Text read out instead of the percentage, e.g. "3 of 10 files". */
  valueText?: string;
  size?: NonNullable<styles.LinearProgressVariants['size']>;
}

/** A horizontal progress bar: determinate with a value, indeterminate without. */
export function LinearProgress({
  value,
  max = 100,
  label,
  valueText,
  size = 'md',
  className,
  style,
  ...rest
}: LinearProgressProps) {
  // A loading bar may be what a Suspense fallback shows: never suspends for its default name.
  const t = useT(messages, { suspend: false });
  const determinate = typeof value === 'number' && Number.isFinite(value);
  const clamped = determinate ? Math.min(Math.max(value, 0), max) : 0;
  const ratio = max > 0 ? clamped / max : 0;
  // Radix Progress's state vocabulary (read by tests and by anyone styling a page around the bar).
  const state = !determinate ? 'indeterminate' : ratio >= 1 ? 'complete' : 'loading';
  return (
    <div
      role="progressbar"
      aria-label={rest['aria-labelledby'] ? undefined : (label ?? t('progress.label'))}
      aria-valuemin={determinate ? 0 : undefined}
      aria-valuemax={determinate ? max : undefined}
      aria-valuenow={determinate ? clamped : undefined}
      aria-valuetext={determinate ? valueText : undefined}
      data-state={state}
      className={cx(styles.root({ size }), className)}
      style={{ ...assignInlineVars({ [styles.progressVar]: String(ratio) }), ...style }}
      {...rest}
    >
      <div className={styles.bar({ indeterminate: !determinate })} />
    </div>
  );
}
