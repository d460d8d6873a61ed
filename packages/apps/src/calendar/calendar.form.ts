/**
 * The event form: values in the inputs' local formats, the rules (declared once), the fields, and the
 * conversions to and from the API's ISO events. All-day events end at midnight after their last day,
 * while the form shows that last day.
 */
import type { CalendarEvent, NewCalendarEvent } from '@chorus/mock-handlers/contracts';
import { addDays, addHours, isValid, parse, startOfDay, startOfHour, subDays } from 'date-fns';
import { z } from 'zod';
import type { EntityField } from '../lib/form/EntityFormDialog';
import { toLocalInput } from './calendar.dates';
import { t } from './i18n';

const LOCAL = "yyyy-MM-dd'T'HH:mm";
const parseLocal = (value: string) => parse(value, LOCAL, new Date());
const isLocal = (value: string) => isValid(parseLocal(value));

// Error messages are read when a field is checked: in the language active then.
export const EventFormSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, { error: () => t('invalid.title') })
      .max(200, { error: () => t('invalid.max200') }),
    allDay: z.boolean(),
    start: z.string().refine(isLocal, { error: () => t('invalid.start') }),
    end: z.string().refine(isLocal, { error: () => t('invalid.end') }),
    desc: z
      .string()
      .trim()
      .max(5000, { error: () => t('invalid.max5000') }),
  })
  .refine(
    (values) =>
      values.allDay ? values.end.slice(0, 10) >= values.start.slice(0, 10) : values.end >= values.start,
    { path: ['end'], error: () => t('invalid.order') },
  );
export type EventFormValues = z.input<typeof EventFormSchema>;
export type EventFormOutput = z.output<typeof EventFormSchema>;

/** A new event's values: an all-day event on a day, or an hour from a time. */
export function newEventValues(start: string, allDay: boolean): EventFormValues {
  const parsed = parseLocal(start.length === 10 ? `${start}T09:00` : start);
  const from = isValid(parsed) ? parsed : startOfHour(addHours(new Date(), 1));
  return { title: '', allDay, start: toLocalInput(from), end: toLocalInput(addHours(from, 1)), desc: '' };
}

export function eventValues(event: CalendarEvent): EventFormValues {
  const start = new Date(event.start);
  const end = new Date(event.end);
  if (!event.allDay) return { ...event, start: toLocalInput(start), end: toLocalInput(end) };
  const lastDay = end > start ? subDays(end, 1) : start;
  return { ...event, start: toLocalInput(startOfDay(start)), end: toLocalInput(startOfDay(lastDay)) };
}

export function toEventFields(values: EventFormOutput): NewCalendarEvent {
  const start = parseLocal(values.start);
  const end = parseLocal(values.end);
  if (!values.allDay) {
    return { ...values, start: start.toISOString(), end: end.toISOString() };
  }
  return {
    ...values,
    start: startOfDay(start).toISOString(),
    end: addDays(startOfDay(end), 1).toISOString(),
  };
}

const dateOnly = {
  toInput: (value: unknown) => String(value).slice(0, 10),
  fromInput: (input: string) => `${input}T00:00`,
};

export function eventFields(values: EventFormValues): EntityField<EventFormValues>[] {
  const when = values.allDay
    ? ({ type: 'date', ...dateOnly } as const)
    : ({ type: 'datetime-local' } as const);
  return [
    { name: 'title', label: t('field.title'), required: true, wide: true },
    { name: 'allDay', label: t('field.allDay'), type: 'checkbox', wide: true },
    {
      name: 'start',
      label: t(values.allDay ? 'field.startDate' : 'field.starts'),
      required: true,
      ...when,
    },
    { name: 'end', label: t(values.allDay ? 'field.endDate' : 'field.ends'), required: true, ...when },
    { name: 'desc', label: t('field.desc'), type: 'textarea' },
  ];
}
