import type { Note, NoteLabel } from '@chorus/mock-handlers/contracts';
import { Button } from '@chorus/ui';
import { useState } from 'react';
import { CheckboxField, FormDialog, IconAction, TextAreaField, TextField } from '../../../lib/form/controls';
import * as css from '../notes.css';

export type NoteDraft = Omit<Note, 'id' | 'time'> & { id?: string; time?: string };

export const emptyNote = (labels: string[] = [], archive = false): NoteDraft => ({
  title: '',
  description: '',
  archive,
  image: '',
  reminder: null,
  checklist: [],
  labels,
});

export interface NoteDialogProps {
  note: NoteDraft;
  labels: readonly NoteLabel[];
  onClose: () => void;
  onSave: (note: NoteDraft) => void;
  onDelete?: () => void;
}

/** Creates or edits a note: title, text, image, checklist, reminder, labels and the archive flag. */
export function NoteDialog({ note, labels, onClose, onSave, onDelete }: NoteDialogProps) {
  const [draft, setDraft] = useState(note);
  const [item, setItem] = useState('');
  const [error, setError] = useState<string>();
  const isNew = !note.id;
  return (
    <FormDialog
      open
      title={isNew ? 'New note' : 'Edit note'}
      onClose={onClose}
      onSubmit={() => {
        if (!draft.title.trim() && !draft.description.trim() && draft.checklist.length === 0) {
          setError('Write a title, a text or a checklist item');
          return;
        }
        onSave(draft);
      }}
      actions={
        <>
          {onDelete ? (
            <Button type="button" variant="ghost" tone="critical" onClick={onDelete}>
              Delete
            </Button>
          ) : null}
          <span style={{ flex: 1 }} />
          <Button type="button" variant="ghost" tone="neutral" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">{isNew ? 'Create' : 'Save'}</Button>
        </>
      }
    >
      <TextField
        label="Title"
        maxLength={200}
        value={draft.title}
        error={error}
        onChange={(event) => setDraft({ ...draft, title: event.target.value })}
      />
      <TextAreaField
        label="Note"
        maxLength={5000}
        value={draft.description}
        onChange={(event) => setDraft({ ...draft, description: event.target.value })}
      />
      <fieldset style={{ border: 'none', padding: 0, margin: 0 }}>
        <legend style={{ fontSize: '0.875rem', fontWeight: 500 }}>Checklist</legend>
        {draft.checklist.map((entry) => (
          <div key={entry.id} className={css.row}>
            <CheckboxField
              label={entry.text}
              checked={entry.checked}
              onChange={() =>
                setDraft({
                  ...draft,
                  checklist: draft.checklist.map((other) =>
                    other.id === entry.id ? { ...other, checked: !other.checked } : other,
                  ),
                })
              }
            />
            <IconAction
              icon="x"
              label={`Remove “${entry.text}”`}
              onClick={() =>
                setDraft({ ...draft, checklist: draft.checklist.filter((other) => other.id !== entry.id) })
              }
            />
          </div>
        ))}
        <div className={css.row}>
          <TextField
            label="New checklist item"
            value={item}
            onChange={(event) => setItem(event.target.value)}
          />
          <Button
            type="button"
            variant="outline"
            disabled={!item.trim()}
            onClick={() => {
              setDraft({
                ...draft,
                checklist: [
                  ...draft.checklist,
                  { id: `item-${Date.now()}`, checked: false, text: item.trim() },
                ],
              });
              setItem('');
            }}
          >
            Add item
          </Button>
        </div>
      </fieldset>
      <TextField
        label="Image URL"
        type="url"
        value={draft.image}
        onChange={(event) => setDraft({ ...draft, image: event.target.value })}
      />
      <TextField
        label="Reminder"
        type="date"
        value={draft.reminder ? draft.reminder.slice(0, 10) : ''}
        onChange={(event) =>
          setDraft({
            ...draft,
            reminder: event.target.value
              ? new Date(`${event.target.value}T09:00:00.000Z`).toISOString()
              : null,
          })
        }
      />
      <fieldset className={css.meta} style={{ border: 'none', padding: 0, margin: 0, gap: 12 }}>
        <legend style={{ fontSize: '0.875rem', fontWeight: 500 }}>Labels</legend>
        {labels.map((label) => (
          <CheckboxField
            key={label.id}
            label={label.name}
            checked={draft.labels.includes(label.id)}
            onChange={() =>
              setDraft({
                ...draft,
                labels: draft.labels.includes(label.id)
                  ? draft.labels.filter((id) => id !== label.id)
                  : [...draft.labels, label.id],
              })
            }
          />
        ))}
      </fieldset>
      <CheckboxField
        label="Archived"
        checked={draft.archive}
        onChange={(event) => setDraft({ ...draft, archive: event.target.checked })}
      />
    </FormDialog>
  );
}
