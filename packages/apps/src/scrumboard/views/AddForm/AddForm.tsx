/**
 * "Add a card" / "Add a list": a button that opens a one-field form. Enter or the confirm button adds a
 * non-blank name and keeps the form open for the next one; Escape or Cancel closes it.
 */
import { Button, Icon, Stack, TextField } from '@chorus/ui';
import { useState } from 'react';
import * as css from '../scrumboard.css';

export interface AddFormProps {
  /** The opening button's text ("Add a card"). */
  openLabel: string;
  /** The field's label ("New card title"). */
  fieldLabel: string;
  confirmLabel: string;
  cancelLabel: string;
  onAdd: (name: string) => void;
  className?: string;
}

export function AddForm({
  openLabel,
  fieldLabel,
  confirmLabel,
  cancelLabel,
  onAdd,
  className,
}: AddFormProps) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  if (!open)
    return (
      <Button
        className={className}
        variant="ghost"
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
        if (!name) return;
        onAdd(name);
        setValue('');
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          setOpen(false);
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
        onChange={(event) => setValue(event.target.value)}
      />
      <Stack direction="row" gap="sm">
        <Button type="submit" size="sm" disabled={!value.trim()}>
          {confirmLabel}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
          {cancelLabel}
        </Button>
      </Stack>
    </form>
  );
}
