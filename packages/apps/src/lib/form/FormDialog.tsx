/**
 * A modal form on the kit's Dialog: the title names it, Escape, the close button and the footer's
 * cancel close it, Enter in a field submits it. Apps put the kit's fields inside and the buttons in
 * `actions`. Closed, it gives focus back to the control that had it when it opened (the dialogs open from
 * app state, not from a DialogTrigger, so the kit's dialog would not know where to return).
 * A save the server refuses keeps it open with everything typed: `useSaveRefusal` runs the save and gives the
 * reason for `refusal`, shown at the top (issue 30, item 10).
 */
import { Alert, Dialog, DialogContent, type DialogSize, DialogFooter, Stack } from '@chorus/ui';
import { type FormEvent, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { errorText } from '../query';
import { useT } from './i18n';

/**
 * Runs a dialog's save: while the promise is pending `saving` is true; a rejection keeps the dialog open and
 * its reason (without the server's field keys: `errorText`) becomes `refusal`, for `FormDialog`'s alert.
 */
export function useSaveRefusal(): {
  refusal: string | undefined;
  saving: boolean;
  attempt: (save: () => unknown) => Promise<void>;
} {
  const [refusal, setRefusal] = useState<string>();
  const [saving, setSaving] = useState(false);
  const attempt = async (save: () => unknown) => {
    setRefusal(undefined);
    setSaving(true);
    try {
      await save();
    } catch (error) {
      setRefusal(errorText(error));
    } finally {
      setSaving(false);
    }
  };
  return { refusal, saving, attempt };
}

export interface FormDialogProps {
  open: boolean;
  title: string;
  /** One sentence under the title; none by default. */
  description?: string;
  size?: DialogSize;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  /** The footer's buttons (the submit button among them). */
  actions: ReactNode;
  /** Why the server refused the last save (`useSaveRefusal`): shown above the fields, the dialog stays open. */
  refusal?: string;
}

export function FormDialog({
  open,
  title,
  description,
  size,
  onClose,
  onSubmit,
  children,
  actions,
  refusal,
}: FormDialogProps) {
  const t = useT();
  const opener = useRef<HTMLElement | null>(null);
  // Layout effects run before the dialog's focus scope moves focus inside: this is still the opener.
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent
        title={title}
        description={description ?? null}
        size={size}
        onCloseAutoFocus={(event) => {
          const target = opener.current;
          opener.current = null;
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <Stack
          as="form"
          gap="lg"
          noValidate
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            onSubmit(event);
          }}
        >
          {refusal ? (
            <Alert tone="critical" title={t('refused.title')}>
              {refusal}
            </Alert>
          ) : null}
          <Stack gap="lg">{children}</Stack>
          <DialogFooter>{actions}</DialogFooter>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
