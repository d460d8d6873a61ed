import { Button, Dialog, DialogContent, DialogFooter } from '@chorus/ui';
import { useSnapshot } from 'valtio';
import { closeDialog, type DialogOptions, dialogStore } from './dialog.store';
import { useT } from '../i18n';
import { useReturnFocus } from '../lib/useReturnFocus';

/** The global dialog on the kit's Dialog, driven by the dialog state (openDialog / closeDialog). Modal, Escape closes. */
export function ShellDialog() {
  const t = useT();
  const snapshot = useSnapshot(dialogStore);
  const returnFocus = useReturnFocus();
  const { state } = snapshot;
  // Kept as given (openDialog stores them with ref()): React elements and callbacks.
  const options = snapshot.options as DialogOptions | null;
  return (
    <Dialog open={state && !!options} onOpenChange={(open) => (open ? undefined : closeDialog())}>
      {options ? (
        <DialogContent
          {...returnFocus}
          size="sm"
          width={480}
          title={options.title}
          description={options.description ? options.description : null}
          showClose={false}
        >
          {options.content}
          <DialogFooter>
            {(options.actions ?? [{ label: t('dialog.close') }]).map((action) => (
              <Button
                key={action.label}
                variant={action.tone === 'accent' || action.tone === 'critical' ? 'solid' : 'outline'}
                tone={action.tone ?? 'neutral'}
                onClick={() => {
                  action.onClick?.();
                  if (action.closes !== false) closeDialog();
                }}
              >
                {action.label}
              </Button>
            ))}
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
