import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { onDbChange } from '../lib/db';
import { mockOnlyTest, useMockServer } from '../test/server';
import {
  MEETING_TEMPLATES,
  type MeetingDetail,
  meetingPaths,
  type PhaseView,
  SEED_MEETINGS,
  templatePhases,
} from '@chorus/domain';
import {
  type Who,
  postAs,
  signInSeedAccounts,
  snapshotsAround,
  meetingAs,
  ideasAs,
  currentPhaseOf,
} from './meetings.test-helpers';

/** Part "flow" of issue 14: the reveal is one moment, the agenda makes sense, presence. */
useMockServer();
beforeAll(signInSeedAccounts);
afterEach(() => vi.useRealTimers());

const LIVE = SEED_MEETINGS.live;
const NEXT = SEED_MEETINGS.scheduled;

const meeting = meetingAs;
const ideas = ideasAs;
const current = currentPhaseOf;

async function startNext(settings: Record<string, unknown> = {}): Promise<MeetingDetail> {
  const before = await meeting('host', NEXT);
  const saved = await postAs('host', meetingPaths.save, {
    id: NEXT,
    initiativeId: before.initiativeId,
    title: before.title,
    scheduledAt: before.scheduledAt,
    settings,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const started = await postAs<MeetingDetail>('host', meetingPaths.start, { id: NEXT });
  expect(started.status).toBe(200);
  return started.body;
}

describe('the reveal is one moment, not a phase and an action', () => {
  test('no template has a Reveal phase, and the contract knows no such phase type', async () => {
    for (const template of Object.values(MEETING_TEMPLATES)) {
      expect(template.phases.map((phase) => phase.type)).not.toContain('reveal');
    }
    const detail = await meeting('host', NEXT);
    const saved = await postAs('host', meetingPaths.save, {
      id: NEXT,
      initiativeId: detail.initiativeId,
      title: detail.title,
      scheduledAt: detail.scheduledAt,
      phases: [{ type: 'reveal', title: 'Reveal', prompt: '', timeboxSec: null }],
    });
    expect(saved.status).toBe(400);
  });

  test("the host's reveal ends ideation at that instant: finished, its timer stopped, the next phase is the group", async () => {
    const revealed = await postAs<MeetingDetail>('host', meetingPaths.reveal, { meetingId: LIVE });
    expect(revealed.status).toBe(200);
    const ideation = current(revealed.body);
    expect(ideation.type).toBe('silentIdeate');
    expect(ideation.status).toBe('closed');
    expect(ideation.revealedAt).not.toBeNull();
    expect(ideation.closedAt).toBe(ideation.revealedAt);
    // The timer has stopped: extending it is refused, and the refusal says why.
    const extend = await postAs('host', meetingPaths.timer, { meetingId: LIVE, addSec: 60 });
    expect(extend.status).toBe(409);
    expect(extend.body.error.message).toMatch(/revealed/);
    // The flow moves on to the group phase, no empty Reveal step between.
    const next = await postAs<MeetingDetail>('host', meetingPaths.advance, { meetingId: LIVE });
    expect(current(next.body).type).toBe('group');
    expect(current(next.body).status).toBe('active');
  });

  test('moving on from unrevealed writing is the reveal', async () => {
    const next = await postAs<MeetingDetail>('host', meetingPaths.advance, { meetingId: LIVE });
    expect(next.status).toBe(200);
    const ideation = next.body.phases[0] as PhaseView;
    expect(ideation).toMatchObject({ type: 'silentIdeate', status: 'closed' });
    expect(ideation.revealedAt).toBe(ideation.closedAt);
    expect((await ideas('attendee', LIVE)).revealed).toBe(true);
  });

  test('revealMode timer: at the bell every reader sees the ideas revealed and ideation finished, with nobody acting', async () => {
    const started = await startNext({ revealMode: 'timer' });
    const phaseId = started.currentPhaseId as string;
    const saved = await postAs('staff', meetingPaths.ideaSave, { phaseId, text: 'At the bell' });
    expect(saved.status).toBe(200);
    const endsAt = Date.parse(current(started).endsAt as string);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(endsAt - 1000);
    expect(current(await meeting('attendee', NEXT))).toMatchObject({ status: 'active', revealedAt: null });
    expect((await ideas('attendee', NEXT)).ideas).toEqual([]);

    vi.setSystemTime(endsAt + 1000);
    // Reads only: the domain decides at the deadline, whoever reads first, and nothing needs writing.
    const { before, after } = await snapshotsAround(async () => {
      for (const who of ['host', 'staff', 'attendee'] as const) {
        const phase = current(await meeting(who, NEXT));
        expect(phase.status, who).toBe('closed');
        expect(phase.revealedAt, who).toBe(new Date(endsAt).toISOString());
        expect(phase.closedAt, who).toBe(phase.revealedAt);
        expect(
          (await ideas(who, NEXT)).ideas.map((idea) => idea.text),
          who,
        ).toEqual(['At the bell']);
      }
    });
    expect(after).toEqual(before);
    // The host's reveal is no longer needed; moving on keeps the bell as the moment of the reveal.
    expect((await postAs('host', meetingPaths.reveal, { meetingId: NEXT })).status).toBe(409);
    const next = await postAs<MeetingDetail>('host', meetingPaths.advance, { meetingId: NEXT });
    expect(current(next.body).type).toBe('group');
    expect(next.body.phases[0]?.revealedAt).toBe(new Date(endsAt).toISOString());
  });

  test('revealMode allSubmitted: the last idea in reveals and ends ideation', async () => {
    const started = await startNext({ revealMode: 'allSubmitted' });
    const phaseId = started.currentPhaseId as string;
    for (const who of ['host', 'staff', 'attendee'] as const) {
      expect((await postAs(who, meetingPaths.ideaSave, { phaseId, text: `From ${who}` })).status).toBe(200);
    }
    const phase = current(await meeting('attendee', NEXT));
    expect(phase.status).toBe('closed');
    expect(phase.revealedAt).toBe(phase.closedAt);
  });
});

describe('the agenda refuses nonsense (400, nothing saved)', () => {
  const saveAgenda = async (phases: { type: string; title: string }[]) => {
    const detail = await meeting('host', NEXT);
    return postAs('host', meetingPaths.save, {
      id: NEXT,
      initiativeId: detail.initiativeId,
      title: detail.title,
      scheduledAt: detail.scheduledAt,
      phases: phases.map((phase) => ({ ...phase, prompt: '', timeboxSec: null })),
    });
  };

  test('a vote with no writing before it, or grouping before the reveal, is refused with the reason', async () => {
    for (const [phases, reason] of [
      [[{ type: 'vote', title: 'Dot vote' }], /"Dot vote" is a vote with nothing to vote on/],
      [
        [
          { type: 'group', title: 'Themes' },
          { type: 'silentIdeate', title: 'Write alone' },
        ],
        /"Themes" groups ideas before any are written/,
      ],
      [
        [
          { type: 'discuss', title: 'Discuss' },
          { type: 'vote', title: 'Vote early' },
          { type: 'silentIdeate', title: 'Write alone' },
        ],
        /"Vote early" is a vote with nothing to vote on/,
      ],
      [
        [
          { type: 'silentIdeate', title: 'Write alone' },
          { type: 'discuss', title: 'Talk' },
          { type: 'roundRobin', title: ' talk ' },
        ],
        /"talk" is the title of an earlier phase too: give each phase its own title/,
      ],
    ] as const) {
      const { before, after } = await snapshotsAround(async () => {
        const refused = await saveAgenda([...phases]);
        expect(refused.status).toBe(400);
        expect(refused.body.error.code).toBe('VALIDATION');
        expect(refused.body.error.message).toMatch(reason);
      });
      expect(after).toEqual(before);
    }
  });

  test('an agenda that makes sense is saved', async () => {
    const saved = await saveAgenda([
      { type: 'discuss', title: 'Discuss' },
      { type: 'silentIdeate', title: 'Write alone' },
      { type: 'group', title: 'Group' },
      { type: 'vote', title: 'Dot vote' },
      { type: 'discuss', title: 'Discuss 2' },
    ]);
    expect(saved.status).toBe(200);
    expect(saved.body.phases.map((phase: PhaseView) => phase.title)).toEqual([
      'Discuss',
      'Write alone',
      'Group',
      'Dot vote',
      'Discuss 2',
    ]);
  });

  test.each(Object.keys(MEETING_TEMPLATES) as (keyof typeof MEETING_TEMPLATES)[])(
    'the built-in %s agenda is saved and started as it is',
    async (template) => {
      const detail = await meeting('host', NEXT);
      const saved = await postAs<MeetingDetail>('host', meetingPaths.save, {
        id: NEXT,
        initiativeId: detail.initiativeId,
        title: detail.title,
        scheduledAt: detail.scheduledAt,
        template,
        phases: templatePhases(template),
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.template).toBe(template);
      expect(saved.body.phases.map((phase) => phase.title)).toEqual(
        MEETING_TEMPLATES[template].phases.map((phase) => phase.title),
      );
      const started = await postAs<MeetingDetail>('host', meetingPaths.start, { id: NEXT });
      expect(started.status).toBe(200);
      expect(current(started.body).type).toBe('silentIdeate');
    },
  );
});

describe('presence: who is here now and who is ready, never who has submitted', () => {
  const here = async (who: Who, body: Record<string, unknown>) => postAs(who, meetingPaths.presence, body);
  const statusOf = (detail: MeetingDetail) =>
    Object.fromEntries(detail.participants.map((p) => [p.displayName, { here: p.here, ready: p.ready }]));

  test('a heartbeat shows its sender here to everyone; silence or leaving makes them away', async () => {
    const names = (await meeting('host', LIVE)).participants.map((p) => p.displayName);
    expect(Object.values(statusOf(await meeting('host', LIVE))).every((s) => !s.here)).toBe(true);
    const beat = await here('staff', { meetingId: LIVE });
    expect(beat.status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    await here('host', { meetingId: LIVE });
    const seen = statusOf(await meeting('attendee', LIVE));
    const [host, staff, attendee] = names as [string, string, string];
    expect(seen[host]?.here).toBe(true);
    expect(seen[staff]?.here).toBe(true);
    expect(seen[attendee]?.here).toBe(false);
    // Staff marked themself ready in the seed; the attendee has not. Whether anyone wrote is never said.
    expect(seen[staff]?.ready).toBe(true);
    expect(seen[attendee]?.ready).toBe(false);
    for (const person of (await meeting('attendee', LIVE)).participants) {
      expect(Object.keys(person).sort()).toEqual([
        'displayName',
        'here',
        'id',
        'photoURL',
        'ready',
        'userType',
      ]);
    }
    // The host leaves the page; staff's heartbeats stop: both are away soon after.
    expect((await here('host', { meetingId: LIVE, here: false })).status).toBe(200);
    expect(statusOf(await meeting('attendee', LIVE))[host]?.here).toBe(false);
    vi.setSystemTime(start + 60_000);
    expect(statusOf(await meeting('attendee', LIVE))[staff]?.here).toBe(false);
  });

  mockOnlyTest('the other tabs are told when who is here changes, not on every heartbeat', async () => {
    let changes = 0;
    const stop = onDbChange((event) => {
      if (event.type === 'change') changes += 1;
    });
    try {
      await here('staff', { meetingId: LIVE });
      expect(changes).toBe(1);
      await here('staff', { meetingId: LIVE });
      await here('staff', { meetingId: LIVE });
      expect(changes).toBe(1);
      await here('attendee', { meetingId: LIVE });
      expect(changes).toBe(2);
      await here('attendee', { meetingId: LIVE, here: false });
      expect(changes).toBe(3);
    } finally {
      stop();
    }
  });

  test('only participants of a meeting not ended say they are here; a bad payload is a 400', async () => {
    const { before, after } = await snapshotsAround(async () => {
      expect((await here('outsider', { meetingId: LIVE })).status).toBe(404);
      expect((await here('staff', { meetingId: LIVE, here: 'yes' })).status).toBe(400);
      expect((await here('staff', {})).status).toBe(400);
      expect((await here('staff', { meetingId: SEED_MEETINGS.retro })).status).toBe(409);
    });
    expect(after).toEqual(before);
    expect(Object.values(statusOf(await meeting('host', LIVE))).every((s) => !s.here)).toBe(true);
  });
});
