/**
 * Asks before something irreversible, in the shell's dialog: `confirmAction({ title, confirmLabel,
 * onConfirm })`. Cancel (or Escape) does nothing.
 */
import { openDialog } from '@chorus/shell';
export function confirmAction({ title, description, confirmLabel, onConfirm, tone = 'critical', }) {
    openDialog({
        title,
        description,
        actions: [
            { label: 'Cancel', tone: 'neutral' },
            { label: confirmLabel, tone, onClick: onConfirm },
        ],
    });
}
