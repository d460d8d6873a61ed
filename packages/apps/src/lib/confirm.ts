/**
 * Asks before something irreversible, in the shell's dialog: `confirmAction({ title, confirmLabel,
 * onConfirm })`. Cancel (or Escape) does nothing.
 */
import { openDialog } from '@chorus/shell';

export interface ConfirmOptions {
  title: string;
  description?: string;
  /** The confirming button's text, e.g. 'Remove'. */
  confirmLabel: string;
  onConfirm: () => void;
  tone?: 'critical' | 'accent';
}

export function confirmAction({
  title,
  description,
  confirmLabel,
  onConfirm,
  tone = 'critical',
}: ConfirmOptions) {
  openDialog({
    title,
    description,
    actions: [
      { label: 'Cancel', tone: 'neutral' },
      { label: confirmLabel, tone, onClick: onConfirm },
    ],
  });
}
