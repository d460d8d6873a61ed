import type { Todo, TodoLabel } from '@chorus/mock-handlers/contracts';
import { Button, Checkbox, fieldProps, TextArea, TextField, useZodForm } from '@chorus/ui';
import { z } from 'zod';
import { FormDialog, useSaveRefusal } from '../../../lib/form/FormDialog';
import { withItem } from '../../../lib/listStore';
import * as formCss from '../../../lib/form/formDialog.css';
import { t, useT } from '../../i18n';
import * as css from '../todo.css';

export const TodoFormSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, { error: () => t('dialog.noTitle') })
      .max(200, { error: () => t('dialog.max200') }),
    notes: z.string().max(5000, { error: () => t('dialog.max5000') }),
    startDate: z.string(),
    dueDate: z.string(),
    labels: z.array(z.number()),
    completed: z.boolean(),
    starred: z.boolean(),
    important: z.boolean(),
  })
  .refine((value) => !value.startDate || !value.dueDate || value.dueDate >= value.startDate, {
    path: ['dueDate'],
    error: () => t('dialog.dueBeforeStart'),
  });
type TodoFormValues = z.input<typeof TodoFormSchema>;

const toInput = (iso: string | null) => (iso ? iso.slice(0, 10) : '');
const fromInput = (value: string) => (value ? new Date(`${value}T00:00:00.000Z`).toISOString() : null);

export interface TodoDialogProps {
  todo: Todo | undefined;
  labels: readonly TodoLabel[];
  onClose: () => void;
  /** Saves the task; a rejection keeps the dialog open with what was typed and says why in it. */
  onSave: (todo: Todo) => Promise<unknown>;
  onRemove: (todo: Todo) => void;
}

/** Edits a task: title, notes, dates, labels and flags. Keyed by the task, so it starts fresh. */
export function TodoDialog({ todo, ...rest }: TodoDialogProps) {
  return todo ? <TodoForm key={todo.id} todo={todo} {...rest} /> : null;
}

const flags = [
  ['completed', 'dialog.done'],
  ['starred', 'dialog.starred'],
  ['important', 'dialog.priority'],
] as const;

function TodoForm({ todo, labels, onClose, onSave, onRemove }: TodoDialogProps & { todo: Todo }) {
  const tr = useT();
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
  const { refusal, saving, attempt } = useSaveRefusal();
  return (
    <FormDialog
      open
      title={tr('dialog.title')}
      onClose={onClose}
      refusal={refusal}
      onSubmit={(event) =>
        form.handleSubmit(({ startDate, dueDate, ...values }) =>
          attempt(() =>
            onSave({ ...todo, ...values, startDate: fromInput(startDate), dueDate: fromInput(dueDate) }),
          ),
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
              {tr('dialog.remove')}
            </Button>
          )}
          <Button type="button" variant="ghost" tone="neutral" onClick={onClose}>
            {tr('dialog.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {tr('dialog.save')}
          </Button>
        </>
      }
    >
      <TextField label={tr('dialog.taskTitle')} required {...fieldProps(form, 'title')} />
      <TextArea label={tr('dialog.notes')} {...fieldProps(form, 'notes')} />
      <div className={css.dates}>
        <TextField label={tr('dialog.startDate')} type="date" {...fieldProps(form, 'startDate')} />
        <TextField label={tr('dialog.dueDate')} type="date" {...fieldProps(form, 'dueDate')} />
      </div>
      <fieldset className={formCss.group}>
        <legend className={formCss.legend}>{tr('dialog.labels')}</legend>
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
        <legend className={formCss.legend}>{tr('dialog.status')}</legend>
        {flags.map(([name, key], index) => (
          <Checkbox
            key={name}
            label={tr(key)}
            checked={flagValues[index]}
            onCheckedChange={(checked) => form.setValue(name, checked === true, { shouldDirty: true })}
          />
        ))}
      </fieldset>
    </FormDialog>
  );
}
