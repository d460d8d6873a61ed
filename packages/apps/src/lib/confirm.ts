/**
 * Asks before something irreversible, in the shell's dialog: `confirmAction({ title, confirmLabel,
 * onConfirm })`. Cancel (or Escape) does nothing; its label is the form dialogs' 'Cancel', in the user's language.
 */
import { openDialog } from '@chorus/shell';
import { t } from './form/i18n';

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
      { label: t('cancel'), tone: 'neutral' },
      { label: confirmLabel, tone, onClick: onConfirm },
    ],
  });
}
