import type { NoteLabel } from '@chorus/mock-handlers/contracts';
import { Button, Stack, sprinkles, TextField, useZodForm } from '@chorus/ui';
import { useState } from 'react';
import { z } from 'zod';
import { ToggleIconButton } from '../../../lib/folder-app/ListControls';
import { FormDialog } from '../../../lib/form/FormDialog';
import * as formCss from '../../../lib/form/formDialog.css';
import * as css from '../notes.css';

const MAX_LABELS = 100;
/** The name field takes the row's free space. */
const grow = sprinkles({ flexGrow: 1, minInlineSize: 0 });

export const LabelsFormSchema = z.object({
  labels: z
    .array(
      z.object({
        id: z.string(),
        handle: z.string(),
        name: z.string().trim().min(1, 'Enter a name').max(60, 'At most 60 characters'),
      }),
    )
    .max(MAX_LABELS, `At most ${MAX_LABELS} labels`)
    .superRefine((labels, ctx) => {
      const seen = new Set<string>();
      labels.forEach((label, index) => {
        const key = label.name.trim().toLowerCase();
        if (key && seen.has(key))
          ctx.addIssue({ code: 'custom', path: [index, 'name'], message: 'Another label has this name' });
        seen.add(key);
      });
    }),
});
type LabelRow = z.input<typeof LabelsFormSchema>['labels'][number];

/** A handle for a label's URL: lowercase letters, digits and dashes, unique among the labels. */
export function labelHandle(name: string, taken: ReadonlySet<string>, fallback: string): string {
  const base =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || fallback;
  let handle = base;
  for (let n = 2; taken.has(handle); n += 1) handle = `${base}-${n}`;
  return handle;
}

/** The labels to store: renamed and new labels get a handle from their name; the rest keep theirs. */
export function toNoteLabels(rows: readonly LabelRow[], before: readonly NoteLabel[]): NoteLabel[] {
  const taken = new Set<string>();
  return rows.map((row, index) => {
    const old = before.find((label) => label.id === row.id);
    const name = row.name.trim();
    const handle =
      old && old.name === name && !taken.has(old.handle)
        ? old.handle
        : labelHandle(name, taken, `label-${index + 1}`);
    taken.add(handle);
    return { id: row.id, name, handle };
  });
}

export interface LabelsDialogProps {
  labels: readonly NoteLabel[];
  onClose: () => void;
  onSave: (labels: NoteLabel[]) => void;
}

/** Edits the note labels: rename, delete and add; names are required and unique. */
export function LabelsDialog({ labels, onClose, onSave }: LabelsDialogProps) {
  const form = useZodForm(LabelsFormSchema, {
    defaultValues: { labels: labels.map((label) => ({ ...label })) },
  });
  const rows = form.watch('labels');
  const [name, setName] = useState('');
  const { errors, isSubmitted } = form.formState;
  const setRows = (next: LabelRow[]) =>
    form.setValue('labels', next, { shouldDirty: true, shouldValidate: isSubmitted });
  const add = () => {
    if (!name.trim()) return;
    setRows([...rows, { id: `label-${crypto.randomUUID()}`, handle: '', name: name.trim() }]);
    setName('');
  };
  return (
    <FormDialog
      open
      title="Edit labels"
      description="Deleting a label takes it off every note."
      size="sm"
      onClose={onClose}
      onSubmit={(event) => form.handleSubmit((values) => onSave(toNoteLabels(values.labels, labels)))(event)}
      actions={
        <>
          <Button type="button" variant="ghost" tone="neutral" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Save</Button>
        </>
      }
    >
      <Stack as="ul" gap="sm" className={css.list} aria-label="Labels">
        {rows.map((row, index) => {
          const message = errors.labels?.[index]?.name?.message;
          return (
            <Stack as="li" key={row.id} direction="row" wrap align="end" gap="sm">
              <TextField
                className={grow}
                label={`Label ${index + 1}`}
                hideLabel
                maxLength={60}
                value={row.name}
                error={message}
                onChange={(event) =>
                  setRows(
                    rows.map((other, i) => (i === index ? { ...other, name: event.target.value } : other)),
                  )
                }
              />
              <ToggleIconButton
                icon="trash"
                label={`Delete the label “${row.name}”`}
                onClick={() => setRows(rows.filter((_, i) => i !== index))}
              />
            </Stack>
          );
        })}
      </Stack>
      {rows.length === 0 ? <p className={css.hint}>No labels yet.</p> : null}
      {errors.labels?.message ? (
        <p role="alert" className={formCss.legend}>
          {errors.labels.message}
        </p>
      ) : null}
      <Stack direction="row" wrap align="end" gap="sm">
        <TextField
          className={grow}
          label="New label"
          maxLength={60}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button
          type="button"
          variant="outline"
          disabled={!name.trim() || rows.length >= MAX_LABELS}
          onClick={add}
        >
          Add label
        </Button>
      </Stack>
    </FormDialog>
  );
}
