/** A text saved when the field is left (or Enter in a one-line field) if it changed and is not blank. */
import { TextArea, TextField } from '@chorus/ui';
import { useState } from 'react';

export interface SavedTextProps {
  value: string;
  label: string;
  multiline?: boolean;
  required?: boolean;
  onSave: (value: string) => void;
}

export function SavedText({ value, label, multiline = false, required = true, onSave }: SavedTextProps) {
  const [draft, setDraft] = useState(value);
  const save = () => {
    const next = multiline ? draft : draft.trim();
    if (next === value) return;
    if (required && !next.trim()) {
      setDraft(value);
      return;
    }
    onSave(next);
  };
  return multiline ? (
    <TextArea
      label={label}
      value={draft}
      rows={4}
      maxLength={5000}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={save}
    />
  ) : (
    <TextField
      label={label}
      value={draft}
      maxLength={200}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          save();
        }
      }}
    />
  );
}
