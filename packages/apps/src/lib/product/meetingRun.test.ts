import { describe, expect, test } from 'vitest';
import { meetingRun } from './meetingRun';

const planned = { scheduledAt: '2026-11-28T00:00:00.000Z', durationMin: 45, startedAt: null, endedAt: null };

describe('meetingRun', () => {
  test('before it starts: the scheduled time and the planned length', () => {
    expect(meetingRun(planned)).toEqual({ start: '2026-11-28T00:00:00.000Z', minutes: 45, actual: false });
  });
  test('run at once, before its scheduled midnight: the real start (the 27th), the planned length while live', () => {
    expect(meetingRun({ ...planned, startedAt: '2026-11-27T23:16:00.000Z' })).toEqual({
      start: '2026-11-27T23:16:00.000Z',
      minutes: 45,
      actual: true,
    });
  });
  test('ended: how long it really ran, at least a minute', () => {
    const started = { ...planned, startedAt: '2026-11-27T23:16:00.000Z' };
    expect(meetingRun({ ...started, endedAt: '2026-11-27T23:58:20.000Z' }).minutes).toBe(42);
    expect(meetingRun({ ...started, endedAt: '2026-11-27T23:16:10.000Z' }).minutes).toBe(1);
  });
});
