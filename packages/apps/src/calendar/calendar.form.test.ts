import type { CalendarEvent } from '@chorus/mock-handlers/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { EventFormSchema, eventValues, newEventValues, toEventFields } from './calendar.form';
import { messages } from './i18n';

beforeAll(() => messages.ready('en'));

describe('the event form', () => {
  it('starts a day event at nine for an hour, and a slot event at its hour', () => {
    expect(newEventValues('2026-11-22', true)).toMatchObject({ allDay: true, start: '2026-11-22T09:00' });
    expect(newEventValues('2026-11-22T14:00', false)).toMatchObject({
      start: '2026-11-22T14:00',
      end: '2026-11-22T15:00',
    });
  });

  it('needs a title and an end not before the start', () => {
    const values = { ...newEventValues('2026-11-22T14:00', false), end: '2026-11-22T13:00' };
    const result = EventFormSchema.safeParse({ ...values, title: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['end']);
    expect(EventFormSchema.safeParse(values).error?.issues[0]?.message).toBe('Enter a title');
  });

  it('turns an all-day range into midnight to midnight after the last day, and back', () => {
    const fields = toEventFields({
      title: 'Off',
      allDay: true,
      start: '2026-11-22T00:00',
      end: '2026-11-23T00:00',
      desc: '',
    });
    expect(new Date(fields.start).getDate()).toBe(22);
    expect(new Date(fields.end).getDate()).toBe(24);
    const back = eventValues({ ...fields, id: 'e', allDay: true, desc: '' } as CalendarEvent);
    expect(back.start).toBe('2026-11-22T00:00');
    expect(back.end).toBe('2026-11-23T00:00');
  });
});
