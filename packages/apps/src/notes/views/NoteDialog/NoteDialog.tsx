import { isSafeUrl, type Note, type NoteLabel, noteHasContent } from '@chorus/mock-handlers/contracts';
import { Button, Checkbox, fieldProps, Stack, sprinkles, TextArea, TextField, useZodForm } from '@chorus/ui';
import { useState } from 'react';
import { z } from 'zod';
import { ToggleIconButton } from '../../../lib/folder-app/ListControls';
import { FormDialog, useSaveRefusal } from '../../../lib/form/FormDialog';
import { withItem } from '../../../lib/listStore';
import * as formCss from '../../../lib/form/formDialog.css';
import { t, useT } from '../../i18n';

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

export const NoteFormSchema = z
  .object({
    title: z.string().max(200, { error: () => t('note.max200') }),
    description: z.string().max(5000, { error: () => t('note.max5000') }),
    // The contract's schemes (http:, https:), checked here so that the server never has to refuse them.
    image: z
      .union([z.literal(''), z.url({ error: () => t('note.url') })])
      .refine((value) => isSafeUrl(value, 'image'), { error: () => t('note.imageScheme') }),
    reminder: z.string(),
    checklist: z.array(z.object({ id: z.string(), checked: z.boolean(), text: z.string() })),
    labels: z.array(z.string()),
    archive: z.boolean(),
  })
  // The create call's rule (issue 15): a title, a text, a checklist item or an image.
  .refine(noteHasContent, { path: ['title'], error: () => t('note.empty') });

/** A field that takes the row's free space. */
const grow = sprinkles({ flexGrow: 1, minInlineSize: 0 });

export interface NoteDialogProps {
  note: NoteDraft;
  labels: readonly NoteLabel[];
  onClose: () => void;
  /** Saves the note; a rejection keeps the dialog open with what was typed and says why in it. */
  onSave: (note: NoteDraft) => Promise<unknown>;
  onDelete?: () => void;
}

/** Creates or edits a note: title, text, image, checklist, reminder, labels and the archive flag. */
export function NoteDialog({ note, labels, onClose, onSave, onDelete }: NoteDialogProps) {
  const t = useT();
  const form = useZodForm(NoteFormSchema, {
    defaultValues: { ...note, reminder: note.reminder ? note.reminder.slice(0, 10) : '' },
  });
  const [item, setItem] = useState('');
  const [checklist, chosen, archive] = form.watch(['checklist', 'labels', 'archive']);
  const setChecklist = (next: typeof checklist) =>
    form.setValue('checklist', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const isNew = !note.id;
  const { refusal, saving, attempt } = useSaveRefusal();
  return (
    <FormDialog
      open
      title={isNew ? t('note.newTitle') : t('note.editTitle')}
      onClose={onClose}
      refusal={refusal}
      onSubmit={(event) =>
        form.handleSubmit(({ reminder, ...values }) =>
          attempt(() =>
            onSave({
              ...note,
              ...values,
              reminder: reminder ? new Date(`${reminder}T09:00:00.000Z`).toISOString() : null,
            }),
          ),
        )(event)
      }
      actions={
        <>
          {onDelete ? (
            <Button
              type="button"
              variant="ghost"
              tone="critical"
              className={formCss.footerStart}
              onClick={onDelete}
            >
              {t('note.delete')}
            </Button>
          ) : null}
          <Button type="button" variant="ghost" tone="neutral" onClick={onClose}>
            {t('note.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {isNew ? t('note.create') : t('note.save')}
          </Button>
        </>
      }
    >
      <TextField label={t('note.title')} maxLength={200} {...fieldProps(form, 'title')} />
      <TextArea label={t('note.text')} maxLength={5000} {...fieldProps(form, 'description')} />
      <Stack as="fieldset" className={formCss.group}>
        <legend className={formCss.legend}>{t('note.checklist')}</legend>
        {checklist.map((entry) => (
          <Stack key={entry.id} direction="row" align="center" gap="sm">
            <Checkbox
              className={grow}
              label={entry.text}
              checked={entry.checked}
              onCheckedChange={() =>
                setChecklist(
                  checklist.map((other) =>
                    other.id === entry.id ? { ...other, checked: !other.checked } : other,
                  ),
                )
              }
            />
            <ToggleIconButton
              icon="x"
              label={t('note.removeItem', { text: entry.text })}
              onClick={() => setChecklist(checklist.filter((other) => other.id !== entry.id))}
            />
          </Stack>
        ))}
        <Stack direction="row" wrap align="end" gap="sm">
          <TextField
            className={grow}
            label={t('note.newItem')}
            maxLength={200}
            value={item}
            onChange={(event) => setItem(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
          />
          <Button
            type="button"
            variant="outline"
            disabled={!item.trim()}
            onClick={() => {
              setChecklist([
                ...checklist,
                { id: `item-${crypto.randomUUID()}`, checked: false, text: item.trim() },
              ]);
              setItem('');
            }}
          >
            {t('note.addItem')}
          </Button>
        </Stack>
      </Stack>
      <TextField label={t('note.image')} type="url" {...fieldProps(form, 'image')} />
      <TextField label={t('note.reminder')} type="date" {...fieldProps(form, 'reminder')} />
      <fieldset className={formCss.group}>
        <legend className={formCss.legend}>{t('note.labels')}</legend>
        {labels.map((label) => (
          <Checkbox
            key={label.id}
            label={label.name}
            checked={chosen.includes(label.id)}
            onCheckedChange={(checked) =>
              form.setValue('labels', withItem(chosen, label.id, checked === true), { shouldDirty: true })
            }
          />
        ))}
      </fieldset>
      <Checkbox
        label={t('note.archived')}
        checked={archive}
        onCheckedChange={(checked) => form.setValue('archive', checked === true, { shouldDirty: true })}
      />
    </FormDialog>
  );
}
