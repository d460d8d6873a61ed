/**
 * An initiative's own templates (issue 35), props in, callbacks out: the picker (each with what it is for, who saved
 * it and a preview of its phases; delete where the viewer may) and the form that saves a meeting's agenda as one.
 */
import type { OwnTemplateView } from '@chorus/mock-handlers/contracts';
import {
  Button,
  Icon,
  IconButton,
  RadioGroup,
  RadioGroupItem,
  Stack,
  TextArea,
  TextField,
  useZodForm,
} from '@chorus/ui';
import { z } from 'zod';
import * as shared from '../../lib/product/product.css';
import { t, useT } from './i18n';
import { phasesPreview } from './TemplatePicker';

export interface OwnTemplatePickerProps {
  templates: readonly OwnTemplateView[];
  /** The template chosen in this setup (not saved with the meeting: its agenda and settings are). */
  value: string;
  onChoose: (template: OwnTemplateView) => void;
  onDelete: (template: OwnTemplateView) => void;
}

export function OwnTemplatePicker({ templates, value, onChoose, onDelete }: OwnTemplatePickerProps) {
  const t = useT();
  if (templates.length === 0) return null;
  return (
    <RadioGroup
      label={t('ownTemplates.heading')}
      value={value}
      onValueChange={(id) => {
        const template = templates.find((entry) => entry.id === id);
        if (template) onChoose(template);
      }}
    >
      {templates.map((template) => (
        <Stack key={template.id} direction="row" align="start" justify="between" gap="sm">
          <RadioGroupItem
            value={template.id}
            label={
              <>
                <strong>{template.name}</strong>
                {template.description ? (
                  <span className={shared.choiceHelp}>{template.description}</span>
                ) : null}
                <span className={shared.choiceHelp}>
                  {t('ownTemplates.savedBy', { name: template.createdByName })}
                </span>
                <span className={shared.choiceHelp} data-testid="own-template-preview">
                  {phasesPreview(template.phases, t)}
                </span>
              </>
            }
          />
          {template.viewerCanDelete ? (
            <IconButton
              size="sm"
              tone="critical"
              icon={<Icon name="trash" size="sm" />}
              label={t('ownTemplates.delete', { name: template.name })}
              onClick={() => onDelete(template)}
            />
          ) : null}
        </Stack>
      ))}
    </RadioGroup>
  );
}

const saveSchema = z.object({
  name: z
    .string()
    .max(200)
    .refine((name) => name.trim() !== '', { error: () => t('ownTemplates.nameRequired') }),
  description: z.string().max(500),
});

export interface SaveTemplateFormProps {
  saving?: boolean;
  /** Resolves once saved (the form empties); rejects when refused (the form keeps what was typed). */
  onSave: (name: string, description: string) => Promise<unknown>;
}

export function SaveTemplateForm({ saving, onSave }: SaveTemplateFormProps) {
  const t = useT();
  const form = useZodForm(saveSchema, { defaultValues: { name: '', description: '' } });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async ({ name, description }) => {
    try {
      await onSave(name.trim(), description.trim());
      form.reset();
    } catch {
      // The snackbar says why; what was typed stays.
    }
  });
  return (
    <Stack
      as="form"
      gap="sm"
      minInlineSize={0}
      noValidate
      onSubmit={submit}
      aria-label={t('ownTemplates.saveHeading')}
    >
      <p className={shared.muted}>{t('ownTemplates.saveHelp')}</p>
      <TextField
        label={t('ownTemplates.name')}
        maxLength={200}
        {...form.register('name')}
        error={errors.name?.message}
      />
      <TextArea
        label={t('ownTemplates.description')}
        rows={2}
        maxLength={500}
        {...form.register('description')}
      />
      <div>
        <Button type="submit" variant="outline" startIcon={<Icon name="plus" size="sm" />} loading={saving}>
          {t('ownTemplates.submit')}
        </Button>
      </div>
    </Stack>
  );
}
