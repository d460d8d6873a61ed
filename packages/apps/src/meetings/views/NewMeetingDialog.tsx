/** Plan a meeting in an initiative: title, goal, date, length and the template of its agenda. */
import { MEETING_TEMPLATES, type Person, type SaveMeetingRequest } from '@chorus/mock-handlers/contracts';
import {
  Checkbox,
  DateInput,
  Dialog,
  DialogContent,
  fieldProps,
  TextArea,
  TextField,
  useZodForm,
  Stack,
} from '@chorus/ui';
import { z } from 'zod';
import * as shared from '../../lib/product/product.css';
import { SubmitFooter } from '../../lib/product/SubmitFooter';
import { t, useT } from '../i18n';
import { localTemplatePhases, TemplatePicker } from './TemplatePicker';
import { useT as useViewT } from './i18n';

/**
 * The default start of a new meeting, as a local `datetime-local` value: the first quarter of an hour at least ten
 * minutes away (at 11:16 PM, 11:30 PM; at 11:22 PM, 11:45 PM), not the next full hour (at 11:16 PM, midnight:
 * another day).
 */
export function soonestStart(now = Date.now()): string {
  const quarter = 15 * 60_000;
  const date = new Date(Math.ceil((now + 10 * 60_000) / quarter) * quarter);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const templates = Object.keys(MEETING_TEMPLATES) as [
  keyof typeof MEETING_TEMPLATES,
  ...Array<keyof typeof MEETING_TEMPLATES>,
];

const newMeetingSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: () => t('new.titleRequired') }),
  goal: z.string(),
  scheduledAt: z
    .string()
    .refine((value) => !Number.isNaN(new Date(value).getTime()), { error: () => t('new.whenRequired') }),
  durationMin: z.coerce
    .number<string>()
    .int({ error: () => t('new.lengthRange') })
    .min(5, { error: () => t('new.lengthRange') })
    .max(1440, { error: () => t('new.lengthRange') }),
  template: z.enum(templates),
  /** The member whose turn it is (the rota) leads it, as its co-host. */
  rota: z.boolean(),
});

export interface NewMeetingDialogProps {
  open: boolean;
  initiativeId: string;
  /** Whose turn it is to facilitate, by the initiative's rota (absent: the viewer's turn, or no meeting yet). */
  inTurn?: Person;
  pending?: boolean;
  onSubmit: (request: SaveMeetingRequest) => void;
  onClose: () => void;
}

export function NewMeetingDialog({
  open,
  initiativeId,
  inTurn,
  pending,
  onSubmit,
  onClose,
}: NewMeetingDialogProps) {
  const t = useT();
  const tv = useViewT();
  const form = useZodForm(newMeetingSchema, {
    defaultValues: {
      title: '',
      goal: '',
      scheduledAt: soonestStart(),
      durationMin: '45',
      template: 'brainwriting',
      rota: inTurn !== undefined,
    },
  });
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent title={t('new.title')} description={t('new.description')} size="lg">
        <Stack
          as="form"
          gap="md"
          minInlineSize={0}
          noValidate
          onSubmit={form.handleSubmit((values) =>
            onSubmit({
              initiativeId,
              title: values.title,
              goal: values.goal,
              scheduledAt: new Date(values.scheduledAt).toISOString(),
              durationMin: values.durationMin,
              template: values.template,
              // The agenda in the host's language (the API's own templates are in English).
              phases: localTemplatePhases(values.template, tv),
              ...(inTurn && values.rota ? { coHostIds: [inTurn.id], facilitatorId: inTurn.id } : {}),
            }),
          )}
        >
          <TextField label={t('new.titleField')} required {...fieldProps(form, 'title')} />
          <TextArea
            label={t('new.goal')}
            rows={2}
            helperText={t('new.goalHelp')}
            {...fieldProps(form, 'goal')}
          />
          <Stack direction="row" wrap align="center" gap="sm">
            <DateInput
              className={shared.grow}
              type="datetime-local"
              label={t('new.when')}
              {...fieldProps(form, 'scheduledAt')}
            />
            <TextField
              className={shared.grow}
              label={t('new.length')}
              type="number"
              min={5}
              max={1440}
              {...fieldProps(form, 'durationMin')}
            />
          </Stack>
          <fieldset className={`${shared.settingGroup} ${shared.fieldset}`}>
            <legend className={shared.subheading}>{t('template.label')}</legend>
            <TemplatePicker
              value={form.watch('template')}
              onChange={(key) => form.setValue('template', key)}
            />
          </fieldset>
          {inTurn ? (
            <Checkbox
              label={t('new.rota', { name: inTurn.displayName })}
              helperText={t('new.rotaHelp')}
              checked={form.watch('rota')}
              onCheckedChange={(checked) => form.setValue('rota', checked === true)}
            />
          ) : null}
          <SubmitFooter submitLabel={t('new.submit')} pending={pending} />
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
