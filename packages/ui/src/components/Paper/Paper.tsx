import type { ComponentPropsWithRef, ElementType } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './Paper.css';

export type PaperElevation = 0 | 1 | 2 | 3;
export type PaperPadding = 'none' | 'sm' | 'md' | 'lg' | 'xl';

export type PaperProps<E extends ElementType = 'div'> = {
  as?: E;
  /** 0 = flat on the surface, 1–3 = raised with a growing shadow. */
  elevation?: PaperElevation;
  padding?: PaperPadding;
  bordered?: boolean;
} & Omit<ComponentPropsWithRef<E>, 'as'>;

/** A raised surface: the background of menus, panels and cards. */
export function Paper<E extends ElementType = 'div'>({
  as,
  elevation = 1,
  padding = 'none',
  bordered = false,
  className,
  ...rest
}: PaperProps<E>) {
  const Component: ElementType = as ?? 'div';
  return (
    <Component
      className={cx(styles.paper({ elevation, padding, bordered }), className)}
      data-elevation={elevation}
      {...rest}
    />
  );
}
