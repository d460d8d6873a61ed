// The theme classes and the global reset, apart from the sprinkles: putting a theme on <html> (every page,
// the sign-in page first of all) must not pull the sprinkles' runtime and class table into the bundle.
import './reset.css';
import { defaultTheme } from './themes/default.css';
import { defaultDarkTheme } from './themes/defaultDark.css';
import { mainThemeDarkTheme } from './themes/mainThemeDark.css';
import type { ThemeName } from './tokens';

/** Theme class names by theme name: put one on <html> (main) or on a region's root element. */
export const themeClassNames: Record<ThemeName, string> = {
  default: defaultTheme,
  defaultDark: defaultDarkTheme,
  mainThemeDark: mainThemeDarkTheme,
};

/** The class name of a theme, falling back to `default` for an unknown name (e.g. stale settings). */
export function getThemeClassName(name: string | undefined): string {
  return themeClassNames[name as ThemeName] ?? themeClassNames.default;
}

/** Whether a theme is dark (for `color-scheme`, images, logos). */
export function isDarkTheme(name: ThemeName): boolean {
  return name !== 'default';
}

/**
 * Puts `theme` on an element, replacing any other theme class (e.g. `applyTheme(document.documentElement,
 * 'defaultDark')`). Regions that are React elements use `<ThemeRegion>` instead.
 */
export function applyTheme(element: Element, name: ThemeName): void {
  element.classList.remove(...Object.values(themeClassNames));
  element.classList.add(getThemeClassName(name));
}
