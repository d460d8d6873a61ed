import { expect, test } from 'vitest';
import { soonestStart } from './NewMeetingDialog';

/** A local time today (the value is local too: the date input's). */
const at = (hours: number, minutes: number) => new Date(2026, 10, 27, hours, minutes, 30).getTime();

test('a new meeting starts at the first quarter of an hour at least ten minutes away, the same evening', () => {
  expect(soonestStart(at(23, 16))).toBe('2026-11-27T23:30');
  expect(soonestStart(at(23, 22))).toBe('2026-11-27T23:45');
  expect(soonestStart(at(9, 0))).toBe('2026-11-27T09:15');
  expect(soonestStart(at(23, 50))).toBe('2026-11-28T00:15');
});
