import { secretIndex } from '../lib/secret';
import { type StoredMeeting, participantsOf } from './meetings.records';
import type { BreakoutsView, MeetingSettings, PhaseType } from './meetings.schema';

/**
 * Breakout groups (issue 34, a Chorus extension, docs/meetings.md): in a meeting with `settings.breakoutSize`, the
 * participants are drawn into groups of at least that many people when it starts. Until the groups come together
 * (the facilitator brings them together during the first group phase, or the meeting leaves that phase), each group
 * writes and groups apart: a participant sees the ideas and themes of their own group only, the facilitators (and
 * whoever watches) every group's. Then every group's themes join the one board (themes of the same name become
 * one) for voting and deciding together. Groups are numbered from 1. Plain functions over the records.
 */

export const BREAKOUT_MESSAGES = {
  needsGroupPhase:
    'settings.breakoutSize: breakout groups write and group apart, then come together: the agenda needs a Group phase',
  groupPhaseFirst:
    'settings.breakoutSize: the groups come together when the first Group phase ends: put it before any discussion, vote or decision',
  sizeFixed: 'Breakout groups are drawn when the meeting starts: their size cannot change once it has',
  together: 'The groups are together already',
  notGrouping: 'The groups come together during their Group phase',
  whichBoard: 'breakout: say which group’s board the theme goes on',
  oneBoard: 'ideaIds: a theme gathers the ideas of one group while the groups work apart',
} as const;

/** Whether the meeting's groups are working apart now: drawn, and not brought together yet. */
export const groupsApart = (meeting: StoredMeeting): boolean =>
  meeting.breakouts.length > 1 && meeting.breakoutsMergedAt === null;

/** The number (from 1) of the group `userId` is in, or null. */
export function breakoutOf(meeting: StoredMeeting, userId: string): number | null {
  const index = meeting.breakouts.findIndex((members) => members.includes(userId));
  return index < 0 ? null : index + 1;
}

/**
 * The board a viewer works on while the groups are apart: their group's number; null when they see every board
 * (the groups are together, or they facilitate, or they watch without taking part); 0 for a participant in no
 * group (sees no board but their own ideas).
 */
export function boardOf(meeting: StoredMeeting, userId: string, facilitates: boolean): number | null {
  if (!groupsApart(meeting) || facilitates || !participantsOf(meeting).includes(userId)) return null;
  return breakoutOf(meeting, userId) ?? 0;
}

/** Whether something written by `authorId` (or a theme of `breakout`) is on `board` (null: every board). */
export const onBoard = (board: number | null, breakout: number | null): boolean =>
  board === null || breakout === board;

/**
 * The groups of a meeting that starts now: its participants in a secret random order, dealt into
 * floor(participants / breakoutSize) groups (so none is smaller than the size chosen). None when fewer than two
 * groups would fill.
 */
export function drawBreakouts(
  meeting: StoredMeeting,
  index: (count: number) => number = secretIndex,
): string[][] {
  const size = meeting.settings.breakoutSize ?? null;
  const people = [...participantsOf(meeting)];
  const count = size ? Math.floor(people.length / size) : 0;
  if (count < 2) return [];
  for (let i = people.length - 1; i > 0; i -= 1) {
    const j = index(i + 1);
    [people[i], people[j]] = [people[j] as string, people[i] as string];
  }
  const groups: string[][] = Array.from({ length: count }, () => []);
  for (const [i, id] of people.entries()) groups[i % count]?.push(id);
  return groups;
}

/** Seats every participant in no group yet (a guest who joined, an attendee added) in the smallest group. */
export function seatNewcomers(meeting: StoredMeeting): void {
  if (!groupsApart(meeting)) return;
  for (const id of participantsOf(meeting)) {
    if (breakoutOf(meeting, id) !== null) continue;
    const smallest = meeting.breakouts.reduce(
      (best, members, i) => (members.length < (meeting.breakouts[best]?.length ?? 0) ? i : best),
      0,
    );
    meeting.breakouts = meeting.breakouts.map((members, i) => (i === smallest ? [...members, id] : members));
  }
}

const TOGETHER_TYPES: readonly PhaseType[] = ['discuss', 'vote', 'roundRobin', 'decide'];

/** Why an agenda cannot hold breakout groups (they need a group phase before anything done together), or null. */
export function breakoutProblem(
  settings: MeetingSettings,
  phases: readonly { type: PhaseType }[],
): string | null {
  if (!settings.breakoutSize) return null;
  const first = phases.findIndex((phase) => phase.type === 'group');
  if (first < 0) return BREAKOUT_MESSAGES.needsGroupPhase;
  if (phases.slice(0, first).some((phase) => TOGETHER_TYPES.includes(phase.type)))
    return BREAKOUT_MESSAGES.groupPhaseFirst;
  return null;
}

/**
 * What every member is told of the groups: who is in each, how many are here and ready in the running phase, and
 * while people write, how many of each group have written (never who).
 */
export function breakoutsView(
  meeting: StoredMeeting,
  viewerId: string,
  counts: { here: ReadonlySet<string>; ready: ReadonlySet<string>; submitted: ReadonlySet<string> | null },
): BreakoutsView | null {
  if (meeting.breakouts.length < 2) return null;
  const count = (ids: readonly string[], set: ReadonlySet<string>) => ids.filter((id) => set.has(id)).length;
  return {
    apart: groupsApart(meeting),
    mergedAt: meeting.breakoutsMergedAt,
    viewerBreakout: breakoutOf(meeting, viewerId),
    groups: meeting.breakouts.map((memberIds, index) => ({
      number: index + 1,
      memberIds: [...memberIds],
      hereCount: count(memberIds, counts.here),
      readyCount: count(memberIds, counts.ready),
      submittedCount: counts.submitted ? count(memberIds, counts.submitted) : null,
    })),
  };
}
