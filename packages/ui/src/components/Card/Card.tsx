import type { ElementType } from 'react';
import { Paper, type PaperProps } from '../Paper/Paper';

export type CardProps<E extends ElementType = 'div'> = PaperProps<E>;

/** A bordered, padded Paper for a self-contained piece of content (use `as="article"` or `as="section"`). */
export function Card<E extends ElementType = 'div'>({
  elevation = 0,
  padding = 'lg',
  bordered = true,
  ...rest
}: CardProps<E>) {
  return (
    <Paper
      elevation={elevation}
      padding={padding}
      bordered={bordered}
      data-card=""
      {...(rest as PaperProps<E>)}
    />
  );
}
