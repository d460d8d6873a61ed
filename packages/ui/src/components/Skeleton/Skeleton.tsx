import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './Skeleton.css';

export interface SkeletonProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  variant?: NonNullable<styles.SkeletonVariants['variant']>;
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
export function Skeleton({
  variant = 'text',
  width,
  height,
  lines = 1,
  animate = true,
  className,
  style,
  ...rest
}: SkeletonProps) {
  const box: CSSProperties = {
    inlineSize: size(width) ?? (variant === 'text' ? '100%' : variant === 'circle' ? '2.5rem' : '100%'),
    blockSize: size(height) ?? (variant === 'text' ? undefined : variant === 'circle' ? '2.5rem' : '6rem'),
    ...style,
  };
  // `data-variant` says what the placeholder stands for (tests find text lines by it); the recipe styles it.
  const common = { 'data-variant': variant };
  const part = styles.root({ variant, animate });
  if (variant === 'text' && lines > 1) {
    return (
      <span aria-hidden="true" className={cx(styles.lines, className)} {...rest}>
        {Array.from({ length: lines }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: lines are identical and never reorder
            key={index}
            {...common}
            className={cx(part, index === lines - 1 && styles.lastLine)}
            style={index === lines - 1 ? undefined : box}
          />
        ))}
      </span>
    );
  }
  return <span aria-hidden="true" {...common} className={cx(part, className)} style={box} {...rest} />;
}
