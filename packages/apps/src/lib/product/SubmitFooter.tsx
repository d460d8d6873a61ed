import { Button, DialogClose, DialogFooter } from '@chorus/ui';
import { useT } from './i18n';

/** A form dialog's footer: Cancel closes the dialog, the submit button sends the form. */
export function SubmitFooter({ submitLabel, pending }: { submitLabel: string; pending?: boolean }) {
  const t = useT();
  return (
    <DialogFooter>
      <DialogClose>
        <Button type="button" variant="ghost" tone="neutral">
          {t('form.cancel')}
        </Button>
      </DialogClose>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
