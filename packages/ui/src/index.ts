// @chorus/ui: the public barrel. Every export is named; importing one component pulls in only its module
// graph (the package is side-effect free except for its CSS).

// Theme and foundations
export {
  applyTheme,
  breakpoints,
  contrastRatio,
  getThemeClassName,
  isDarkTheme,
  mediaQueries,
  palette,
  sprinkles,
  themeClassNames,
  themeNames,
  themeTokens,
  tones,
  vars,
} from './theme';
export type { Breakpoint, Sprinkles, ThemeName, ThemeTokens, Tone } from './theme';

// Icons
export {
  getIconMeta,
  iconCatalogue,
  iconNames,
  isIconName,
  searchIcons,
} from './icons/catalogue';
export type { IconCategory, IconMeta, IconName } from './icons/catalogue';
export { getRegisteredIconNames, registerIconLoader, registerIcons } from './icons/registry';
export type { IconComponent, IconLoader } from './icons/registry';
export { Icon, iconSizes } from './components/Icon';
export type { IconProps, IconSize, IconTone } from './components/Icon';

// Actions
export { Button } from './components/Button';
export type { ButtonProps, ButtonSize, ButtonTone, ButtonVariant } from './components/Button';

// Feedback and data
