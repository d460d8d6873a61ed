/** Plan a meeting in an initiative: title, goal, date, length and the template of its agenda. */
import {
  MEETING_TEMPLATES,
  type MeetingTemplate,
  type SaveMeetingRequest,
} from '@chorus/mock-handlers/contracts';
import { Button } from '@chorus/ui';
import { useState } from 'react';
import { FormDialog, TextAreaField, TextField } from '../../lib/form/controls';
import * as css from '../meetings.css';
import { templateHelp } from './meetingTexts';

function nextHour(): string {
  const date = new Date(Date.now() + 60 * 60 * 1000);
  date.setMinutes(0, 0, 0);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:00`;
}

export interface NewMeetingDialogProps {
  open: boolean;
  initiativeId: string;
  pending?: boolean;
  onSubmit: (request: SaveMeetingRequest) => void;
  onClose: () => void;
}

export function NewMeetingDialog({ open, initiativeId, pending, onSubmit, onClose }: NewMeetingDialogProps) {
  const [title, setTitle] = useState('');
  const [goal, setGoal] = useState('');
  const [when, setWhen] = useState(nextHour);
  const [duration, setDuration] = useState('45');
  const [template, setTemplate] = useState<Exclude<MeetingTemplate, 'custom'>>('brainwriting');
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <FormDialog
      open={open}
      title="New meeting"
      onClose={onClose}
      onSubmit={() => {
        const next: Record<string, string> = {};
        if (!title.trim()) next.title = 'Give the meeting a title';
        const date = new Date(when);
        if (Number.isNaN(date.getTime())) next.when = 'Pick a date and time';
        const minutes = Number(duration);
        if (!Number.isInteger(minutes) || minutes < 5 || minutes > 1440)
          next.duration = 'Between 5 and 1440 minutes';
        setErrors(next);
        if (Object.keys(next).length) return;
        onSubmit({
          initiativeId,
          title: title.trim(),
          goal,
          scheduledAt: date.toISOString(),
          durationMin: minutes,
          template,
        });
      }}
      actions={
        <>
          <Button type="button" variant="ghost" tone="neutral" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            Create meeting
          </Button>
        </>
      }
    >
      <div className={css.stack}>
        <TextField
          label="Title"
          name="title"
          required
          value={title}
          error={errors.title}
          onChange={(e) => setTitle(e.target.value)}
        />
        <TextAreaField
          label="Goal"
          name="goal"
          hint="What should the group leave with?"
          value={goal}
          onChange={(e) => setGoal(e.target.value)}
        />
        <div className={css.row}>
          <TextField
            label="Date and time"
            name="scheduledAt"
            type="datetime-local"
            value={when}
            error={errors.when}
            onChange={(e) => setWhen(e.target.value)}
          />
          <TextField
            label="Length (minutes)"
            name="durationMin"
            type="number"
            min={5}
            max={1440}
            value={duration}
            error={errors.duration}
            onChange={(e) => setDuration(e.target.value)}
          />
        </div>
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>Template</legend>
          {(Object.keys(MEETING_TEMPLATES) as Array<keyof typeof MEETING_TEMPLATES>).map((key) => (
            <label key={key} className={css.option}>
              <input
                type="radio"
                name="template"
                className={css.optionInput}
                checked={template === key}
                onChange={() => setTemplate(key)}
              />
              <span>
                <strong>{MEETING_TEMPLATES[key].title}</strong>
                <span className={css.muted} style={{ display: 'block' }}>
                  {templateHelp[key]}
                </span>
              </span>
            </label>
          ))}
          <p className={css.muted}>You can change the agenda and the settings before the meeting starts.</p>
        </fieldset>
      </div>
    </FormDialog>
  );
}
