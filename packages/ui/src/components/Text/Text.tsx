import type { ComponentPropsWithRef, ElementType } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './Text.css';

export type TextTone = keyof typeof styles.tone;
export type TextSize = keyof typeof styles.size;
export type TextWeight = keyof typeof styles.weight;

export type TextProps<E extends ElementType = 'span'> = {
  /** The element to render: `span` (default), `p`, `label`, `div`, `strong` ... */
  as?: E;
  tone?: TextTone;
  size?: TextSize;
  weight?: TextWeight;
  align?: keyof typeof styles.align;
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
      className={cx(
        styles.base,
        styles.tone[tone],
        styles.size[size],
        styles.weight[weight],
        align && styles.align[align],
        truncate && styles.truncate,
        className,
      )}
      data-tone={tone}
      {...rest}
    />
  );
}
