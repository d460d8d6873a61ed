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
/** The one visually-hidden class (read by assistive technology, not shown). */
export { visuallyHidden } from './internal/visuallyHidden.css';

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
  getRegisteredIconNames,
  iconCatalogue,
  iconNames,
  isIconName,
  registerIconLoader,
  registerIconLoaders,
  registerIcons,
  searchIcons,
} from './icons';
export type { IconCategory, IconComponent, IconLoader, IconMeta, IconModuleLoader, IconName } from './icons';
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

// Forms
export { FormField, fieldAria, useFieldIds } from './components/FormField';
export type { FieldIds, FormFieldProps } from './components/FormField';
export { TextField } from './components/TextField';
export type { TextFieldProps } from './components/TextField';
export { PasswordField } from './components/PasswordField';
export type { PasswordFieldProps } from './components/PasswordField';
export { TextArea } from './components/TextArea';
export type { TextAreaProps } from './components/TextArea';
export { Select } from './components/Select';
export type { SelectOption, SelectProps } from './components/Select';
export { DateInput } from './components/DateInput';
export type { DateInputProps } from './components/DateInput';
export { Checkbox } from './components/Checkbox';
export type { CheckboxProps, CheckedState } from './components/Checkbox';
export { RadioGroup, RadioGroupItem } from './components/RadioGroup';
export type { RadioGroupItemProps, RadioGroupOption, RadioGroupProps } from './components/RadioGroup';
export { Switch } from './components/Switch';
export type { SwitchProps } from './components/Switch';
export { fieldProps, setServerErrors, useZodForm } from './components/Form';
export type { UseZodFormOptions, ZodFieldError } from './components/Form';

// Overlays
export { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from './components/Dialog';
export type { DialogContentProps, DialogSize } from './components/Dialog';
export { Drawer, DrawerClose, DrawerContent, DrawerTrigger } from './components/Drawer';
export type { DrawerContentProps } from './components/Drawer';
export { Popover, PopoverAnchor, PopoverClose, PopoverContent, PopoverTrigger } from './components/Popover';
export type { PopoverContentProps } from './components/Popover';

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
export { QueryStatus, queryStatusOf } from './components/QueryStatus';
export type { QueryLike, QueryStatusKind, QueryStatusProps } from './components/QueryStatus';
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
export { Countdown, CountdownDisplay, describeTimeLeft, useCountdown } from './components/Countdown';
export type { CountdownDisplayProps, CountdownProps } from './components/Countdown';
export {
  COUNTDOWN_INTERVAL_MS,
  DEFAULT_COUNTDOWN_DAYS,
  defaultCountdownEnd,
  getTimeLeft,
  startCountdown,
  toEndTime,
} from './lib/countdown';
export type { CountdownEnd, CountdownTimerOptions, TimeLeft } from './lib/countdown';
export { highlightParts } from './lib/highlight';
export type { HighlightPart } from './lib/highlight';
export { Highlight } from './components/Highlight';
export type { HighlightProps } from './components/Highlight';
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

// Languages: message catalogues, the active locale, formatting (docs/i18n.md)
export * from './intl';
/** The kit's own catalogue (its components' default labels): `uiMessages.provide('es', es)` before a server render. */
export { messages as uiMessages } from './i18n';
