import type { NoteLabel } from '@chorus/mock-handlers/contracts';
import { Button, Stack, sprinkles, TextField, useZodForm } from '@chorus/ui';
import { useState } from 'react';
import { z } from 'zod';
import { ToggleIconButton } from '../../../lib/folder-app/ListControls';
import { FormDialog, useSaveRefusal } from '../../../lib/form/FormDialog';
import * as formCss from '../../../lib/form/formDialog.css';
import { t, useT } from '../../i18n';
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
        name: z
          .string()
          .trim()
          .min(1, { error: () => t('labels.nameRequired') })
          .max(60, { error: () => t('labels.max60') }),
      }),
    )
    .max(MAX_LABELS, { error: () => t('labels.max', { max: MAX_LABELS }) })
    .superRefine((labels, ctx) => {
      const seen = new Set<string>();
      labels.forEach((label, index) => {
        const key = label.name.trim().toLowerCase();
        if (key && seen.has(key))
          ctx.addIssue({ code: 'custom', path: [index, 'name'], message: t('labels.duplicate') });
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
  /** Saves the labels; a rejection keeps the dialog open with what was typed and says why in it. */
  onSave: (labels: NoteLabel[]) => Promise<unknown>;
}

/** Edits the note labels: rename, delete and add; names are required and unique. */
export function LabelsDialog({ labels, onClose, onSave }: LabelsDialogProps) {
  const t = useT();
  const form = useZodForm(LabelsFormSchema, {
    defaultValues: { labels: labels.map((label) => ({ ...label })) },
  });
  const rows = form.watch('labels');
  const [name, setName] = useState('');
  const { refusal, saving, attempt } = useSaveRefusal();
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
      title={t('labels.title')}
      description={t('labels.description')}
      size="sm"
      onClose={onClose}
      refusal={refusal}
      onSubmit={(event) =>
        form.handleSubmit((values) => attempt(() => onSave(toNoteLabels(values.labels, labels))))(event)
      }
      actions={
        <>
          <Button type="button" variant="ghost" tone="neutral" onClick={onClose}>
            {t('labels.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('labels.save')}
          </Button>
        </>
      }
    >
      <Stack as="ul" gap="sm" className={css.list} aria-label={t('labels.list')}>
        {rows.map((row, index) => {
          const message = errors.labels?.[index]?.name?.message;
          return (
            <Stack as="li" key={row.id} direction="row" wrap align="end" gap="sm">
              <TextField
                className={grow}
                label={t('labels.row', { number: index + 1 })}
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
                label={t('labels.delete', { name: row.name })}
                onClick={() => setRows(rows.filter((_, i) => i !== index))}
              />
            </Stack>
          );
        })}
      </Stack>
      {rows.length === 0 ? <p className={css.hint}>{t('labels.none')}</p> : null}
      {errors.labels?.message ? (
        <p role="alert" className={formCss.legend}>
          {errors.labels.message}
        </p>
      ) : null}
      <Stack direction="row" wrap align="end" gap="sm">
        <TextField
          className={grow}
          label={t('labels.new')}
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
          {t('labels.add')}
        </Button>
      </Stack>
    </FormDialog>
  );
}
