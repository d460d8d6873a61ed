export { Snackbar, SnackbarAction, SNACKBAR_AUTO_HIDE_MS } from './Snackbar';
export type { SnackbarActionProps, SnackbarProps, SnackbarVariant } from './Snackbar';
