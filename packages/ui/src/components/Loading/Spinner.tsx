import { type ComponentPropsWithRef, forwardRef } from 'react';
import * as styles from './Loading.css';

export interface SpinnerProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  size?: 'sm' | 'md' | 'lg';
  /**
   * Accessible name. Without one the spinner is decorative (hidden from assistive technology), as
   * when it sits next to visible text such as "Saving…".
   */
  label?: string;
  /** Freezes the rotation (screenshots, reduced-motion previews). */
  paused?: boolean;
}

/** A small rotating indicator of work in progress. */
export const Spinner = /* @__PURE__ */ forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { size = 'md', label, paused, className, ...rest },
  ref,
) {
  const common = {
    ref,
    'data-size': size,
    'data-paused': paused ? 'true' : undefined,
    className: [styles.spinner, className].filter(Boolean).join(' '),
    ...rest,
  };
  return label ? (
    <span role="progressbar" aria-label={label} {...common} />
  ) : (
    <span aria-hidden="true" {...common} />
  );
});
