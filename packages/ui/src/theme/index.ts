import './reset.css';
import { vars } from './contract.css';
import { defaultTheme } from './themes/default.css';
import { defaultDarkTheme } from './themes/defaultDark.css';
import { mainThemeDarkTheme } from './themes/mainThemeDark.css';
import type { ThemeName } from './tokens';

export { vars };
export { breakpoints, mediaQueries } from './breakpoints';
export type { Breakpoint } from './breakpoints';
export { sprinkles } from './sprinkles.css';
export type { Sprinkles } from './sprinkles.css';
export { palette } from './palette';
export { themeNames, themeTokens, tones } from './tokens';
export type { ThemeName, ThemeTokens, Tone } from './tokens';
export { contrastRatio } from './contrast';

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
