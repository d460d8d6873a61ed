import type { Todo, TodoLabel } from '@chorus/mock-handlers/contracts';
import { Button, Checkbox, fieldProps, TextArea, TextField, useZodForm } from '@chorus/ui';
import { z } from 'zod';
import { FormDialog } from '../../../lib/form/FormDialog';
import { withItem } from '../../../lib/listStore';
import * as formCss from '../../../lib/form/formDialog.css';
import * as css from '../todo.css';

export const TodoFormSchema = z
  .object({
    title: z.string().trim().min(1, 'Enter a title').max(200, 'At most 200 characters'),
    notes: z.string().max(5000, 'At most 5000 characters'),
    startDate: z.string(),
    dueDate: z.string(),
    labels: z.array(z.number()),
    completed: z.boolean(),
    starred: z.boolean(),
    important: z.boolean(),
  })
  .refine((value) => !value.startDate || !value.dueDate || value.dueDate >= value.startDate, {
    path: ['dueDate'],
    message: 'The due date comes after the start date',
  });
type TodoFormValues = z.input<typeof TodoFormSchema>;

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
export function TodoDialog({ todo, ...rest }: TodoDialogProps) {
  return todo ? <TodoForm key={todo.id} todo={todo} {...rest} /> : null;
}

const flags = [
  ['completed', 'Done'],
  ['starred', 'Starred'],
  ['important', 'Priority'],
] as const;

function TodoForm({ todo, labels, onClose, onSave, onRemove }: TodoDialogProps & { todo: Todo }) {
  const form = useZodForm(TodoFormSchema, {
    defaultValues: {
      title: todo.title,
      notes: todo.notes,
      startDate: toInput(todo.startDate),
      dueDate: toInput(todo.dueDate),
      labels: todo.labels,
      completed: todo.completed,
      starred: todo.starred,
      important: todo.important,
    } satisfies TodoFormValues,
  });
  const chosen = form.watch('labels');
  const flagValues = form.watch(['completed', 'starred', 'important']);
  return (
    <FormDialog
      open
      title="Edit task"
      onClose={onClose}
      onSubmit={(event) =>
        form.handleSubmit(({ startDate, dueDate, ...values }) =>
          onSave({ ...todo, ...values, startDate: fromInput(startDate), dueDate: fromInput(dueDate) }),
        )(event)
      }
      actions={
        <>
          {todo.deleted ? null : (
            <Button
              type="button"
              variant="ghost"
              tone="critical"
              className={formCss.footerStart}
              onClick={() => onRemove(todo)}
            >
              Remove
            </Button>
          )}
          <Button type="button" variant="ghost" tone="neutral" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Save</Button>
        </>
      }
    >
      <TextField label="Title" required {...fieldProps(form, 'title')} />
      <TextArea label="Notes" {...fieldProps(form, 'notes')} />
      <div className={css.dates}>
        <TextField label="Start date" type="date" {...fieldProps(form, 'startDate')} />
        <TextField label="Due date" type="date" {...fieldProps(form, 'dueDate')} />
      </div>
      <fieldset className={formCss.group}>
        <legend className={formCss.legend}>Labels</legend>
        {labels.map((label) => (
          <Checkbox
            key={label.id}
            label={label.title}
            checked={chosen.includes(label.id)}
            onCheckedChange={(checked) =>
              form.setValue('labels', withItem(chosen, label.id, checked === true), { shouldDirty: true })
            }
          />
        ))}
      </fieldset>
      <fieldset className={formCss.group}>
        <legend className={formCss.legend}>Status</legend>
        {flags.map(([name, title], index) => (
          <Checkbox
            key={name}
            label={title}
            checked={flagValues[index]}
            onCheckedChange={(checked) => form.setValue(name, checked === true, { shouldDirty: true })}
          />
        ))}
      </fieldset>
    </FormDialog>
  );
}
