import type { ComponentPropsWithRef, ElementType } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './Text.css';

export type TextTone = NonNullable<styles.TextVariants['tone']>;
export type TextSize = NonNullable<styles.TextVariants['size']>;
export type TextWeight = NonNullable<styles.TextVariants['weight']>;
export type TextAlign = NonNullable<styles.TextVariants['align']>;

export type TextProps<E extends ElementType = 'span'> = {
  /** The element to render: `span` (default), `p`, `label`, `div`, `strong` ... */
  as?: E;
  tone?: TextTone;
  size?: TextSize;
  weight?: TextWeight;
  align?: TextAlign;
  /** One line, cut with an ellipsis (the full text stays in the DOM for screen readers). */
  truncate?: boolean;
} & Omit<ComponentPropsWithRef<E>, 'as'>;

/** Body text on the type scale, in a semantic tone. */
export function Text<E extends ElementType = 'span'>({
  as,
  tone = 'default',
  size = 'md',
  weight = 'regular',
  align,
  truncate = false,
  className,
  ...rest
}: TextProps<E>) {
  const Component: ElementType = as ?? 'span';
  return (
    <Component
      className={cx(styles.text({ tone, size, weight, align, truncate }), className)}
      data-tone={tone}
      {...rest}
    />
  );
}
