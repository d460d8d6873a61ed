import { describe, expect, test } from 'vitest';
import {
  advancePhase,
  ApiFailure,
  ideasFor,
  meetingDetail,
  type MeetingsData,
  nextBellOf,
  requireVisibleMeeting,
  resultsFor,
  saveBallot,
  saveIdea,
  SEED_INITIATIVES,
  SEED_MEETINGS,
  SEED_USERS,
  seedMeetingsData,
  settleMeeting,
  startMeeting,
  type Viewer,
} from '@chorus/domain';
import { secretKeyPaths } from './meetings.test-helpers';

/**
 * The meeting rules on plain data, as a real server would run them: no mock server, no mock database.
 * (The handler tests check the same behaviours over HTTP.)
 */
const NOW = Date.parse('2030-01-15T12:00:00Z');
const LIVE = SEED_MEETINGS.live;
const as = (uid: string): Viewer => ({ uid, userType: uid === SEED_USERS.host ? 1 : 2 });
const host = as(SEED_USERS.host);
const staff = as(SEED_USERS.staff);
const attendee = as(SEED_USERS.attendee);

const plainData = (): MeetingsData => seedMeetingsData(NOW);

/** The failure a call throws (the test fails if it does not throw one). */
function refusal(call: () => unknown): ApiFailure {
  try {
    call();
  } catch (error) {
    if (error instanceof ApiFailure) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('the meeting rules run on the data they are given', () => {
  test('an idea is stored in the given data, and before the reveal only its author sees it', () => {
    const data = plainData();
    const { idea } = saveIdea(data, attendee, { phaseId: `${LIVE}-phase-1`, text: 'Quiet hours' }, NOW);
    expect(data.state.ideas).toContainEqual(idea);
    expect(ideasFor(data, { meetingId: LIVE }, attendee, NOW).ideas.map((entry) => entry.text)).toContain(
      'Quiet hours',
    );
    for (const other of [host, staff]) {
      const seen = ideasFor(data, { meetingId: LIVE }, other, NOW);
      expect(seen.ideas.map((entry) => entry.text)).not.toContain('Quiet hours');
      expect(seen.submittedCount).toBe(3);
      expect(secretKeyPaths(seen)).toEqual([]);
    }
  });

  test('a refused change throws the error of the contract and leaves the data as it was', () => {
    const data = plainData();
    for (let step = 0; step < 2; step++) advancePhase(data, host, LIVE, NOW);
    const detail = meetingDetail(data, requireVisibleMeeting(data, LIVE, staff), staff, NOW);
    const vote = detail.phases.find((phase) => phase.type === 'vote');
    expect(vote?.status).toBe('active');
    const idea = data.state.ideas.find((entry) => entry.meetingId === LIVE) as { id: string };
    const before = structuredClone(data.state);

    const overBudget = refusal(() =>
      saveBallot(
        data,
        staff,
        { phaseId: vote?.id as string, allocations: [{ targetId: idea.id, points: 9 }] },
        NOW,
      ),
    );
    expect([overBudget.status, overBudget.code]).toEqual([422, 'BUDGET_EXCEEDED']);
    const forbidden = refusal(() => advancePhase(data, staff, LIVE, NOW));
    expect([forbidden.status, forbidden.code]).toEqual([403, 'FORBIDDEN']);
    const outsider = refusal(() => advancePhase(data, as(SEED_USERS.outsider), LIVE, NOW));
    expect([outsider.status, outsider.code]).toEqual([404, 'NOT_FOUND']);
    expect(data.state).toEqual(before);
  });

  test('hidden results are a 423 carrying the participation counts only', () => {
    const data = plainData();
    for (let step = 0; step < 2; step++) advancePhase(data, host, LIVE, NOW);
    const vote = data.state.phases.find((phase) => phase.meetingId === LIVE && phase.type === 'vote');
    const idea = data.state.ideas.find((entry) => entry.meetingId === LIVE) as { id: string };
    saveBallot(
      data,
      staff,
      { phaseId: vote?.id as string, allocations: [{ targetId: idea.id, points: 2 }] },
      NOW,
    );
    const hidden = refusal(() => resultsFor(data, { phaseId: vote?.id }, host, NOW));
    expect([hidden.status, hidden.code]).toEqual([423, 'RESULTS_HIDDEN']);
    expect(hidden.details).toEqual({ participation: { eligible: 3, voted: null } });
  });

  test('only members of the initiative see its meetings', () => {
    const data = plainData();
    expect(data.initiatives.find((entry) => entry.id === SEED_INITIATIVES.roadmap)?.memberIds).not.toContain(
      SEED_USERS.outsider,
    );
    expect(refusal(() => ideasFor(data, { meetingId: LIVE }, as(SEED_USERS.outsider), NOW)).status).toBe(404);
  });

  test("a timed reveal's bell: when it is due, what settling writes, and none once revealed or by the host", () => {
    const data = plainData();
    const meeting = requireVisibleMeeting(data, LIVE, host);
    const writing = data.state.phases.find((phase) => phase.meetingId === LIVE && phase.order === 0);
    if (!writing?.endsAt) throw new Error('the live meeting writes with a time box');
    // The host reveals (the seed's mode): time settles nothing by itself.
    expect(nextBellOf(data.state, meeting)).toBeNull();
    meeting.settings = { ...meeting.settings, revealMode: 'timer' };
    const bell = Date.parse(writing.endsAt);
    expect(nextBellOf(data.state, meeting)).toBe(bell);
    // Before the bell, settling writes nothing; at it, the reveal, at the deadline itself.
    settleMeeting(data.state, meeting, bell - 1);
    expect(writing.revealedAt).toBeNull();
    settleMeeting(data.state, meeting, bell + 250);
    expect(writing).toMatchObject({ revealedAt: writing.endsAt, status: 'closed', closedAt: writing.endsAt });
    expect(nextBellOf(data.state, meeting)).toBeNull();
  });

  test("the devil's advocate: the same meeting and attendees started afresh from the same state name different people", () => {
    const start = plainData();
    const next = start.state.meetings.find((entry) => entry.id === SEED_MEETINGS.scheduled);
    if (!next) throw new Error('the seed has a scheduled meeting');
    next.settings = { ...next.settings, devilsAdvocate: true };
    const picks = new Set<string | null>();
    for (let round = 0; round < 32; round++) {
      const data = { ...start, state: structuredClone(start.state) };
      startMeeting(data, host, next.id, NOW);
      picks.add(data.state.meetings.find((entry) => entry.id === next.id)?.devilsAdvocateId ?? null);
    }
    // Everything a member receives is the same each time, so any pick computed from it (the old seeded PRNG
    // over the meeting id and its attendee ids included) would name one person every time; a secret draw
    // names both attendees (all 32 alike: a chance of 1 in 2^31).
    expect([...picks].sort()).toEqual([SEED_USERS.attendee, SEED_USERS.staff].sort());
  });
});
