import type { MeetingSummary } from '@chorus/mock-handlers/contracts';

/** What a header or a list says of when a meeting runs: its start, its length, whether that is what happened. */
export interface MeetingRun {
  /** When it started (once started), else when it is scheduled. */
  start: string;
  /** Minutes: how long it ran once ended (at least 1), else how long it is planned to run. */
  minutes: number;
  /** The figures are what happened (it has started), not the plan. */
  actual: boolean;
}

/**
 * When a meeting ran, or will run. Once it has started, the real start replaces the scheduled one (a meeting
 * scheduled for midnight and run at 11:16 PM ran on the 27th, as its decision log says), and once it has ended,
 * its real length replaces the planned one.
 */
export function meetingRun(
  meeting: Pick<MeetingSummary, 'scheduledAt' | 'durationMin' | 'startedAt' | 'endedAt'>,
): MeetingRun {
  const { startedAt, endedAt } = meeting;
  if (!startedAt) return { start: meeting.scheduledAt, minutes: meeting.durationMin, actual: false };
  const ran = endedAt ? Date.parse(endedAt) - Date.parse(startedAt) : Number.NaN;
  return {
    start: startedAt,
    minutes: Number.isFinite(ran) && ran >= 0 ? Math.max(1, Math.round(ran / 60_000)) : meeting.durationMin,
    actual: true,
  };
}
