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

// Layout and text
export { Box, extractSprinkles } from './components/Box';
export type { BoxProps } from './components/Box';
export { Stack } from './components/Stack';
export type { StackProps } from './components/Stack';
export { Text } from './components/Text';
export type { TextProps, TextSize, TextTone, TextWeight } from './components/Text';
export { Heading } from './components/Heading';
export type { HeadingLevel, HeadingProps } from './components/Heading';
export { Divider } from './components/Divider';
export type { DividerProps } from './components/Divider';
export { Paper } from './components/Paper';
export type { PaperElevation, PaperPadding, PaperProps } from './components/Paper';
export { Card } from './components/Card';
export type { CardProps } from './components/Card';
export { ThemeRegion } from './components/ThemeRegion';
export type { ThemeRegionProps } from './components/ThemeRegion';

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
export { IconButton } from './components/IconButton';
export type { IconButtonProps } from './components/IconButton';
export { Tooltip, TooltipProvider } from './components/Tooltip';
export type { TooltipProps } from './components/Tooltip';
export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './components/DropdownMenu';
export type { DropdownMenuContentProps, DropdownMenuItemProps } from './components/DropdownMenu';

// Feedback and data
