import { describe, expect, test } from 'vitest';
import { DAY } from '@chorus/domain';
import { api, apiPost, useMockServer } from '../test/server';
import { calendarStore } from './calendar.db';
import type { CalendarEvent } from './calendar.schema';
import { calendarPaths } from './calendar.contracts';

useMockServer({ signedInAs: 'host' });

const events = () => calendarStore.state.events;

describe('calendar', () => {
  test('at least 30 events spread before and after today', async () => {
    const { status, body } = await api<CalendarEvent[]>(calendarPaths.events);
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(30);
    const now = Date.now();
    expect(body.filter((event) => Date.parse(event.start) < now - DAY).length).toBeGreaterThan(5);
    expect(body.filter((event) => Date.parse(event.start) > now + DAY).length).toBeGreaterThan(5);
  });

  test('add-event stores the event with a generated id', async () => {
    const newEvent = { title: 'Retro', start: '2030-01-01T10:00:00.000Z', end: '2030-01-01T11:00:00.000Z' };
    const { status, body } = await apiPost(calendarPaths.addEvent, { newEvent });
    expect(status).toBe(200);
    expect(body).toMatchObject({ ...newEvent, allDay: false, desc: '' });
    expect(events().at(-1)).toEqual(body);
  });

  test('add-event rejects an end before the start, a missing title and a bad date', async () => {
    const count = events().length;
    const backwards = { title: 'x', start: '2030-01-02T10:00:00Z', end: '2030-01-01T10:00:00Z' };
    expect((await apiPost(calendarPaths.addEvent, { newEvent: backwards })).status).toBe(400);
    expect(
      (await apiPost(calendarPaths.addEvent, { newEvent: { start: backwards.end, end: backwards.start } }))
        .status,
    ).toBe(400);
    expect(
      (await apiPost(calendarPaths.addEvent, { newEvent: { title: 'x', start: 'soon', end: 'later' } }))
        .status,
    ).toBe(400);
    expect(events()).toHaveLength(count);
  });

  test('update-event replaces the event; unknown ids change nothing', async () => {
    const event = { ...(events()[0] as CalendarEvent), title: 'Moved' };
    expect((await apiPost(calendarPaths.updateEvent, { event })).body.title).toBe('Moved');
    expect(events()[0]?.title).toBe('Moved');
    const before = structuredClone(events());
    expect((await apiPost(calendarPaths.updateEvent, { event: { ...event, id: 'nope' } })).status).toBe(404);
    expect((await apiPost(calendarPaths.updateEvent, { event: { ...event, allDay: 'yes' } })).status).toBe(
      400,
    );
    expect(events()).toEqual(before);
  });

  test('remove-event removes it', async () => {
    const id = (events()[0] as CalendarEvent).id;
    const count = events().length;
    expect((await apiPost(calendarPaths.removeEvent, { eventId: id })).body).toBe(id);
    expect(events()).toHaveLength(count - 1);
    expect((await apiPost(calendarPaths.removeEvent, { eventId: id })).status).toBe(404);
    expect((await apiPost(calendarPaths.removeEvent, {})).status).toBe(400);
  });
});
