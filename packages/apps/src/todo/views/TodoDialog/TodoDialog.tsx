import type { Todo, TodoLabel } from '@chorus/mock-handlers/contracts';
import { Button } from '@chorus/ui';
import { useState } from 'react';
import { z } from 'zod';
import { CheckboxField, FormDialog, fieldErrors, TextAreaField, TextField } from '../../../lib/form/controls';
import * as css from '../todo.css';

const TodoFormSchema = z
  .object({
    title: z.string().trim().min(1, 'Enter a title').max(200, 'At most 200 characters'),
    notes: z.string().max(5000, 'At most 5000 characters'),
    startDate: z.string(),
    dueDate: z.string(),
  })
  .refine((value) => !value.startDate || !value.dueDate || value.dueDate >= value.startDate, {
    path: ['dueDate'],
    message: 'The due date comes after the start date',
  });

const toInput = (iso: string | null) => (iso ? iso.slice(0, 10) : '');
const fromInput = (value: string) => (value ? new Date(`${value}T00:00:00.000Z`).toISOString() : null);

export interface TodoDialogProps {
  todo: Todo | undefined;
  labels: readonly TodoLabel[];
  onClose: () => void;
  onSave: (todo: Todo) => void;
  onRemove: (todo: Todo) => void;
}

/** Edits a task: title, notes, dates, labels and flags. Keyed by the task, so it starts fresh. */
export function TodoDialog({ todo, labels, onClose, onSave, onRemove }: TodoDialogProps) {
  return todo ? (
    <TodoForm
      key={todo.id}
      todo={todo}
      labels={labels}
      onClose={onClose}
      onSave={onSave}
      onRemove={onRemove}
    />
  ) : (
    <FormDialog open={false} title="Edit task" onClose={onClose} onSubmit={() => undefined} actions={null}>
      {null}
    </FormDialog>
  );
}

function TodoForm({ todo, labels, onClose, onSave, onRemove }: TodoDialogProps & { todo: Todo }) {
  const [draft, setDraft] = useState(todo);
  const [dates, setDates] = useState({ startDate: toInput(todo.startDate), dueDate: toInput(todo.dueDate) });
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <FormDialog
      open
      title="Edit task"
      onClose={onClose}
      onSubmit={() => {
        const result = TodoFormSchema.safeParse({ ...draft, ...dates });
        if (!result.success) {
          setErrors(fieldErrors(result.error.issues));
          return;
        }
        onSave({
          ...draft,
          title: result.data.title,
          startDate: fromInput(dates.startDate),
          dueDate: fromInput(dates.dueDate),
        });
      }}
      actions={
        <>
          {todo.deleted ? null : (
            <Button type="button" variant="ghost" tone="critical" onClick={() => onRemove(todo)}>
              Remove
            </Button>
          )}
          <span style={{ flex: 1 }} />
          <Button type="button" variant="ghost" tone="neutral" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Save</Button>
        </>
      }
    >
      <TextField
        label="Title"
        value={draft.title}
        error={errors.title}
        onChange={(event) => setDraft({ ...draft, title: event.target.value })}
      />
      <TextAreaField
        label="Notes"
        value={draft.notes}
        error={errors.notes}
        onChange={(event) => setDraft({ ...draft, notes: event.target.value })}
      />
      <div className={css.dates}>
        <TextField
          label="Start date"
          type="date"
          value={dates.startDate}
          onChange={(event) => setDates({ ...dates, startDate: event.target.value })}
        />
        <TextField
          label="Due date"
          type="date"
          value={dates.dueDate}
          error={errors.dueDate}
          onChange={(event) => setDates({ ...dates, dueDate: event.target.value })}
        />
      </div>
      <fieldset className={css.labelGrid} style={{ border: 'none', padding: 0, margin: 0 }}>
        <legend style={{ fontSize: '0.875rem', fontWeight: 500, marginBlockEnd: 8 }}>Labels</legend>
        {labels.map((label) => (
          <CheckboxField
            key={label.id}
            label={label.title}
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
      <div className={css.labelGrid}>
        <CheckboxField
          label="Done"
          checked={draft.completed}
          onChange={(event) => setDraft({ ...draft, completed: event.target.checked })}
        />
        <CheckboxField
          label="Starred"
          checked={draft.starred}
          onChange={(event) => setDraft({ ...draft, starred: event.target.checked })}
        />
        <CheckboxField
          label="Priority"
          checked={draft.important}
          onChange={(event) => setDraft({ ...draft, important: event.target.checked })}
        />
      </div>
    </FormDialog>
  );
}
