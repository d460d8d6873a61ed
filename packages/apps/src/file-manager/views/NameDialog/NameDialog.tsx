/**
 * A name for a new folder or a rename: checked in the form with the contract's rule (not empty, no slash,
 * at most 120 characters), the server's refusal (a name already taken) shown in the dialog, which stays
 * open with the text as typed.
 */
import { FileNameSchema } from '@chorus/mock-handlers/contracts';
import { Button, TextField } from '@chorus/ui';
import { useState } from 'react';
import { FormDialog } from '../../../lib/form/FormDialog';
import { useT } from '../../i18n';

export interface NameDialogProps {
  title: string;
  submitLabel: string;
  initialName?: string;
  saving?: boolean;
  /** The server's refusal, as a sentence. */
  serverError?: string;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

export function NameDialog({
  title,
  submitLabel,
  initialName = '',
  saving = false,
  serverError,
  onSubmit,
  onClose,
}: NameDialogProps) {
  const t = useT();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string>();
  const submit = () => {
    const checked = FileNameSchema.safeParse(name);
    if (checked.success) return onSubmit(checked.data);
    const trimmed = name.trim();
    setError(trimmed === '' ? t('name.empty') : trimmed.length > 120 ? t('name.tooLong') : t('name.slash'));
  };
  return (
    <FormDialog
      open
      title={title}
      onClose={onClose}
      onSubmit={submit}
      actions={
        <>
          <Button type="button" variant="ghost" tone="neutral" onClick={onClose}>
            {t('name.cancel')}
          </Button>
          <Button type="submit" disabled={saving}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <TextField
        label={t('name.label')}
        required
        autoFocus
        value={name}
        maxLength={200}
        error={error ?? serverError}
        onChange={(event) => {
          setName(event.target.value);
          setError(undefined);
        }}
      />
    </FormDialog>
  );
}
