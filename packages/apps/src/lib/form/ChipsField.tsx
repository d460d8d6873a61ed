/**
 * A list of short words as removable chips, with a text field to add one (Enter or a comma adds it; a
 * value already there is not added twice; Backspace in the empty field removes the last). The product
 * form's categories and tags; any app's list of labels.
 */
import { Chip, Stack, TextField } from '@chorus/ui';
import { type KeyboardEvent, useState } from 'react';
import * as css from './formDialog.css';

export interface ChipsFieldProps {
  label: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  /** Under the field: how to add ('Press Enter to add a category'). */
  helperText?: string;
  error?: string;
  /** The longest value accepted (longer text is cut). */
  maxLength?: number;
}

export function ChipsField({ label, values, onChange, helperText, error, maxLength = 200 }: ChipsFieldProps) {
  const [draft, setDraft] = useState('');
  const add = () => {
    const value = draft.trim().slice(0, maxLength);
    if (value && !values.includes(value)) onChange([...values, value]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && draft === '' && values.length > 0) {
      onChange(values.slice(0, -1));
    }
  };
  return (
    <Stack gap="xs">
      <TextField
        label={label}
        helperText={helperText}
        error={error}
        value={draft}
        maxLength={maxLength}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={add}
      />
      {values.length > 0 ? (
        <ul className={css.chips} aria-label={label}>
          {values.map((value) => (
            <li key={value}>
              <Chip label={value} onRemove={() => onChange(values.filter((entry) => entry !== value))} />
            </li>
          ))}
        </ul>
      ) : null}
    </Stack>
  );
}
