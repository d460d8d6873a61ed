import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import * as styles from '../Text/Text.css';
import type { TextSize, TextWeight } from '../Text/Text';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

const defaultSize: Record<HeadingLevel, TextSize> = {
  1: 'xxxl',
  2: 'xxl',
  3: 'xl',
  4: 'lg',
  5: 'md',
  6: 'sm',
};

export interface HeadingProps extends ComponentPropsWithRef<'h1'> {
  /** The document outline level (h1–h6). */
  level: HeadingLevel;
  /** Visual size, independent of the level (defaults follow the level). */
  size?: TextSize;
  weight?: TextWeight;
  align?: 'start' | 'center' | 'end';
  truncate?: boolean;
}

/** A heading whose level (semantics) and size (looks) are chosen separately. */
export function Heading({ level, size, weight = 'bold', align, truncate, className, ...rest }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag
      className={cx(
        styles.text({ size: size ?? defaultSize[level], weight, align, truncate }),
        styles.heading,
        className,
      )}
      {...rest}
    />
  );
}
