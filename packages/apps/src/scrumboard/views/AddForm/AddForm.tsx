/**
 * "Add a card" / "Add a list" / "Add a checklist": a button that opens a one-field form. Enter or the confirm
 * button adds a non-blank name and keeps the form open for the next one (or closes it: `closeOnAdd`); a blank
 * name is refused with a word; Escape or Cancel closes it.
 */
import { Button, type ButtonProps, Icon, Stack, TextField } from '@chorus/ui';
import { useState } from 'react';
import { useT } from '../../i18n';
import * as css from '../scrumboard.css';

export interface AddFormProps {
  /** The opening button's text ("Add a card"). */
  openLabel: string;
  /** The field's label ("New card title"). */
  fieldLabel: string;
  confirmLabel: string;
  cancelLabel: string;
  onAdd: (name: string) => void;
  /** Closes the form after one name (the caller moves focus on), instead of staying open for the next. */
  closeOnAdd?: boolean;
  /** The opening button's size. */
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  className?: string;
}

export function AddForm({
  openLabel,
  fieldLabel,
  confirmLabel,
  cancelLabel,
  onAdd,
  closeOnAdd = false,
  size,
  variant = 'ghost',
  className,
}: AddFormProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const close = () => {
    setOpen(false);
    setValue('');
    setError(undefined);
  };
  if (!open)
    return (
      <Button
        className={className}
        size={size}
        variant={variant}
        startIcon={<Icon name="plus" size="sm" />}
        onClick={() => setOpen(true)}
      >
        {openLabel}
      </Button>
    );
  return (
    <form
      className={`${css.addForm} ${className ?? ''}`}
      onSubmit={(event) => {
        event.preventDefault();
        const name = value.trim();
        if (!name) {
          setError(t('form.nameRequired'));
          return;
        }
        onAdd(name);
        if (closeOnAdd) close();
        else setValue('');
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          close();
        }
      }}
    >
      <TextField
        label={fieldLabel}
        hideLabel
        placeholder={fieldLabel}
        value={value}
        maxLength={200}
        autoFocus
        error={error}
        onChange={(event) => {
          setValue(event.target.value);
          setError(undefined);
        }}
      />
      <Stack direction="row" gap="sm">
        <Button type="submit" size="sm">
          {confirmLabel}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={close}>
          {cancelLabel}
        </Button>
      </Stack>
    </form>
  );
}
