import { vars } from './contract.css';

export { vars };
export { breakpoints, mediaQueries } from './breakpoints';
export type { Breakpoint } from './breakpoints';
export { sprinkles } from './sprinkles.css';
export type { Sprinkles } from './sprinkles.css';
export { palette } from './palette';
export { themeNames, themeTokens, tones } from './tokens';
export type { ThemeName, ThemeTokens, Tone } from './tokens';
export { contrastRatio } from './contrast';
export { applyTheme, getThemeClassName, isDarkTheme, themeClassNames } from './themeClasses';
