import type { ComponentPropsWithRef, ElementType } from 'react';
import { cx } from '../../internal/cx';
import { getThemeClassName } from '../../theme/themeClasses';
import type { ThemeName } from '../../theme/tokens';
import * as styles from './ThemeRegion.css';

export type ThemeRegionProps<E extends ElementType = 'div'> = {
  /** The theme of this region (e.g. the navbar's `mainThemeDark`). */
  theme: ThemeName;
  as?: E;
} & Omit<ComponentPropsWithRef<E>, 'as'>;

/**
 * A part of the page with its own theme (navbar, toolbar, footer): sets the theme class, the surface
 * background and the text colour, so everything inside reads the region's tokens.
 */
export function ThemeRegion<E extends ElementType = 'div'>({
  theme,
  as,
  className,
  ...rest
}: ThemeRegionProps<E>) {
  const Component: ElementType = as ?? 'div';
  return (
    <Component
      className={cx(getThemeClassName(theme), styles.region, className)}
      data-theme={theme}
      {...rest}
    />
  );
}
