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
export { Alert } from './components/Alert';
export type { AlertProps, AlertTone } from './components/Alert';
export { LinearProgress } from './components/LinearProgress';
export type { LinearProgressProps } from './components/LinearProgress';
export { Loading, LOADING_DELAY_MS, Spinner, useDelayedVisibility } from './components/Loading';
export type { LoadingProps, SpinnerProps } from './components/Loading';
export { Skeleton } from './components/Skeleton';
export type { SkeletonProps } from './components/Skeleton';
export { EmptyState } from './components/EmptyState';
export type { EmptyStateProps } from './components/EmptyState';
export { SNACKBAR_AUTO_HIDE_MS, Snackbar, SnackbarAction } from './components/Snackbar';
export type { SnackbarActionProps, SnackbarProps, SnackbarVariant } from './components/Snackbar';
export { Avatar, DEFAULT_AVATAR_SRC, getInitials } from './components/Avatar';
export type { AvatarProps } from './components/Avatar';
export { Badge } from './components/Badge';
export type { BadgeProps } from './components/Badge';
export { Chip } from './components/Chip';
export type { ChipProps } from './components/Chip';
export { List, ListItem } from './components/List';
export type { ListItemProps, ListProps } from './components/List';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './components/Tabs';
export type { TabsContentProps, TabsListProps, TabsProps, TabsTriggerProps } from './components/Tabs';
export { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './components/Accordion';
export type {
  AccordionContentProps,
  AccordionItemProps,
  AccordionProps,
  AccordionTriggerProps,
} from './components/Accordion';
export { Countdown, describeTimeLeft, useCountdown } from './components/Countdown';
export type { CountdownProps } from './components/Countdown';
export {
  COUNTDOWN_INTERVAL_MS,
  DEFAULT_COUNTDOWN_DAYS,
  defaultCountdownEnd,
  getTimeLeft,
  startCountdown,
  toEndTime,
} from './lib/countdown';
export type { CountdownEnd, CountdownTimerOptions, TimeLeft } from './lib/countdown';
export { filterOperators, isFilterOperator, matchesFilter } from './lib/matchesFilter';
export type { ColumnFilterValue, FilterOperator, FilterOperatorOption } from './lib/matchesFilter';
export {
  createDataTableColumnHelper,
  DataTable,
  DataTableFilter,
  dataTableFeatures,
  DEFAULT_PAGE_SIZE,
  DEFAULT_PAGE_SIZE_OPTIONS,
  useDataTable,
} from './components/DataTable';
export type {
  ColumnFiltersState,
  DataTableColumnDef,
  DataTableColumnMeta,
  DataTableFeatures,
  DataTableFilterProps,
  DataTableInstance,
  DataTableProps,
  DataTableStateProps,
  PaginationState,
  RowSelectionState,
  SortingState,
  UseDataTableOptions,
} from './components/DataTable';
