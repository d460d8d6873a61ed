/** The global dialog (spec §3 Dialog state): `openDialog(options)` and `closeDialog()` from anywhere. */
import type { ReactNode } from 'react';
import { proxy, ref } from 'valtio';

export interface DialogAction {
  label: string;
  onClick?: () => void;
  /** Closes the dialog after onClick (default true). */
  closes?: boolean;
  tone?: 'accent' | 'neutral' | 'critical';
}

export interface DialogOptions {
  title: string;
  description?: string;
  content?: ReactNode;
  actions?: DialogAction[];
}

export interface DialogState {
  state: boolean;
  options: DialogOptions | null;
}

export const dialogStore = proxy<DialogState>({ state: false, options: null });

export function openDialog(options: DialogOptions): void {
  // ref(): React elements and callbacks are kept as they are, not proxied.
  dialogStore.options = ref({ ...options });
  dialogStore.state = true;
}

export function closeDialog(): void {
  dialogStore.state = false;
}

export function resetDialogStore(): void {
  dialogStore.state = false;
  dialogStore.options = null;
}
