/** Spec §3 Settings. */
export type LayoutStyle = 'layout1' | 'layout2' | 'layout3';
export const layoutStyles: readonly LayoutStyle[] = ['layout1', 'layout2', 'layout3'];

/** The theme names of @chorus/ui (`themeClassNames`). */
export type ShellThemeName = 'default' | 'defaultDark' | 'mainThemeDark';
export const shellThemeNames: readonly ShellThemeName[] = ['default', 'defaultDark', 'mainThemeDark'];

/**
 * Light, dark, or the device's (a Chorus extension, the user menu's theme switch): light and dark set the main
 * area's and the toolbar's themes; 'system' follows `prefers-color-scheme` (the navbar and footer keep theirs).
 */
export type ColorScheme = 'light' | 'dark' | 'system';
export const colorSchemes: readonly ColorScheme[] = ['light', 'dark', 'system'];

export type LayoutMode = 'boxed' | 'full' | 'container';
export type ThemeRegion = 'main' | 'navbar' | 'toolbar' | 'footer';
export const themeRegions: readonly ThemeRegion[] = ['main', 'navbar', 'toolbar', 'footer'];

export interface LayoutConfig {
  mode: LayoutMode;
  scroll: 'body' | 'content';
  navbar: { display: boolean; position: 'left' | 'right'; folded: boolean };
  toolbar: { display: boolean; position: 'above' | 'below'; style: 'fixed' | 'static' };
  footer: { display: boolean; position: 'above' | 'below'; style: 'fixed' | 'static' };
  leftSidePanel: { display: boolean };
  rightSidePanel: { display: boolean };
}

export interface Settings {
  layout: { style: LayoutStyle; config: LayoutConfig };
  theme: Record<ThemeRegion, ShellThemeName>;
  customScrollbars: boolean;
  /** The language chosen ('en', 'es', 'ar', 'en-XA'); none: the device's last choice or the browser's. */
  locale?: string;
  /** The document's direction: 'auto' (or none) lets the language decide (Arabic right to left). */
  direction?: TextDirectionSetting;
  /** The user menu's theme switch; none: the regions' themes as set (§9 defaults, or the settings panel). */
  colorScheme?: ColorScheme;
  /** The sample apps' display preferences (app id → preference → value), e.g. the dashboards' weather units. */
  apps?: Record<string, Record<string, string>>;
}

export type TextDirectionSetting = 'auto' | 'ltr' | 'rtl';
export const textDirections: readonly TextDirectionSetting[] = ['auto', 'ltr', 'rtl'];
