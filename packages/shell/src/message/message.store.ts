/** The global snackbar (spec §3 Message state): `showMessage(options)` from anywhere. */
import { proxy } from 'valtio';

export type MessageVariant = 'success' | 'warning' | 'error' | 'info';

/** §9: the snackbar hides after 6000 ms, top center. */
export const MESSAGE_AUTO_HIDE_MS = 6000;

export interface MessageOptions {
  message: string;
  variant?: MessageVariant;
  /** Milliseconds before it hides; default 6000. */
  autoHideDuration?: number;
  anchorOrigin?: { vertical: 'top' | 'bottom'; horizontal: 'left' | 'center' | 'right' };
}

export interface MessageState {
  state: boolean;
  options: Required<MessageOptions>;
}

const defaultOptions: Required<MessageOptions> = {
  message: '',
  variant: 'info',
  autoHideDuration: MESSAGE_AUTO_HIDE_MS,
  anchorOrigin: { vertical: 'top', horizontal: 'center' },
};

export const messageStore = proxy<MessageState>({ state: false, options: { ...defaultOptions } });

export function showMessage(options: MessageOptions | string): void {
  const next = typeof options === 'string' ? { message: options } : options;
  messageStore.options = { ...defaultOptions, ...next, anchorOrigin: { ...defaultOptions.anchorOrigin } };
  if (next.anchorOrigin) messageStore.options.anchorOrigin = { ...next.anchorOrigin };
  messageStore.state = true;
}

export function hideMessage(): void {
  messageStore.state = false;
}

export function resetMessageStore(): void {
  messageStore.state = false;
  messageStore.options = { ...defaultOptions, anchorOrigin: { ...defaultOptions.anchorOrigin } };
}
