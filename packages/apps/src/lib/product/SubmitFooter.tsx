import { Button, DialogClose, DialogFooter } from '@chorus/ui';

/** A form dialog's footer: Cancel closes the dialog, the submit button sends the form. */
export function SubmitFooter({ submitLabel, pending }: { submitLabel: string; pending?: boolean }) {
  return (
    <DialogFooter>
      <DialogClose>
        <Button type="button" variant="ghost" tone="neutral">
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
