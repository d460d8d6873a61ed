import { type ComponentPropsWithRef, type CSSProperties, forwardRef } from 'react';
import * as styles from './Skeleton.css';

export interface SkeletonProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  variant?: 'text' | 'rect' | 'circle';
  /** A CSS length or a number of pixels. Text defaults to the full width. */
  width?: string | number;
  height?: string | number;
  /** Text only: the number of lines (the last one is shorter). */
  lines?: number;
  /** Pulse. Default true (reduced-motion users get a still block). */
  animate?: boolean;
}

const size = (value: string | number | undefined) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A placeholder in the shape of content that is loading. Hidden from assistive technology: announce the
 * loading state once on the container instead (`aria-busy`, or a `Loading` indicator).
 */
export const Skeleton = /* @__PURE__ */ forwardRef<HTMLSpanElement, SkeletonProps>(function Skeleton(
  { variant = 'text', width, height, lines = 1, animate = true, className, style, ...rest },
  ref,
) {
  const box: CSSProperties = {
    inlineSize: size(width) ?? (variant === 'text' ? '100%' : variant === 'circle' ? '2.5rem' : '100%'),
    blockSize: size(height) ?? (variant === 'text' ? undefined : variant === 'circle' ? '2.5rem' : '6rem'),
    ...style,
  };
  const common = {
    'data-variant': variant,
    'data-animate': animate ? undefined : 'false',
  };
  if (variant === 'text' && lines > 1) {
    return (
      <span
        ref={ref}
        aria-hidden="true"
        className={[styles.lines, className].filter(Boolean).join(' ')}
        {...rest}
      >
        {Array.from({ length: lines }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: lines are identical and never reorder
            key={index}
            {...common}
            className={[styles.root, index === lines - 1 ? styles.lastLine : undefined]
              .filter(Boolean)
              .join(' ')}
            style={index === lines - 1 ? undefined : box}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      ref={ref}
      aria-hidden="true"
      {...common}
      className={[styles.root, className].filter(Boolean).join(' ')}
      style={box}
      {...rest}
    />
  );
});
