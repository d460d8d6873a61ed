import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './Loading.css';

export interface SpinnerProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  size?: NonNullable<styles.SpinnerVariants['size']>;
  /**
   * Accessible name. Without one the spinner is decorative (hidden from assistive technology), as
   * when it sits next to visible text such as "Saving…".
   */
  label?: string;
  /** Freezes the rotation (screenshots, reduced-motion previews). */
  paused?: boolean;
}

/** A small rotating indicator of work in progress. */
export function Spinner({ size = 'md', label, paused = false, className, ...rest }: SpinnerProps) {
  const common = { className: cx(styles.spinner({ size, paused }), className), ...rest };
  return label ? (
    <span role="progressbar" aria-label={label} {...common} />
  ) : (
    <span aria-hidden="true" {...common} />
  );
}
