/** Plan a meeting in an initiative: title, goal, date, length and the template of its agenda. */
import { MEETING_TEMPLATES, type SaveMeetingRequest } from '@chorus/mock-handlers/contracts';
import {
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
import { TemplatePicker } from './MeetingSetup';
import { SubmitFooter } from '../../lib/product/SubmitFooter';

function nextHour(): string {
  const date = new Date(Date.now() + 60 * 60 * 1000);
  date.setMinutes(0, 0, 0);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:00`;
}

const templates = Object.keys(MEETING_TEMPLATES) as [
  keyof typeof MEETING_TEMPLATES,
  ...Array<keyof typeof MEETING_TEMPLATES>,
];

const newMeetingSchema = z.object({
  title: z.string().trim().min(1, 'Give the meeting a title'),
  goal: z.string(),
  scheduledAt: z.string().refine((value) => !Number.isNaN(new Date(value).getTime()), 'Pick a date and time'),
  durationMin: z.coerce
    .number<string>()
    .int('Between 5 and 1440 minutes')
    .min(5, 'Between 5 and 1440 minutes')
    .max(1440, 'Between 5 and 1440 minutes'),
  template: z.enum(templates),
});

export interface NewMeetingDialogProps {
  open: boolean;
  initiativeId: string;
  pending?: boolean;
  onSubmit: (request: SaveMeetingRequest) => void;
  onClose: () => void;
}

export function NewMeetingDialog({ open, initiativeId, pending, onSubmit, onClose }: NewMeetingDialogProps) {
  const form = useZodForm(newMeetingSchema, {
    defaultValues: {
      title: '',
      goal: '',
      scheduledAt: nextHour(),
      durationMin: '45',
      template: 'brainwriting',
    },
  });
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent
        title="New meeting"
        description="Plan it here; you can change the agenda and the settings before it starts."
        size="lg"
      >
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
            }),
          )}
        >
          <TextField label="Title" required {...fieldProps(form, 'title')} />
          <TextArea
            label="Goal"
            rows={2}
            helperText="What should the group leave with?"
            {...fieldProps(form, 'goal')}
          />
          <Stack direction="row" wrap align="center" gap="sm">
            <DateInput
              className={shared.grow}
              type="datetime-local"
              label="Date and time"
              {...fieldProps(form, 'scheduledAt')}
            />
            <TextField
              className={shared.grow}
              label="Length (minutes)"
              type="number"
              min={5}
              max={1440}
              {...fieldProps(form, 'durationMin')}
            />
          </Stack>
          <fieldset className={`${shared.settingGroup} ${shared.fieldset}`}>
            <legend className={shared.subheading}>Template</legend>
            <TemplatePicker
              value={form.watch('template')}
              onChange={(key) => form.setValue('template', key)}
            />
          </fieldset>
          <SubmitFooter submitLabel="Create meeting" pending={pending} />
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
