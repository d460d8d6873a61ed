import { beforeAll, describe, expect, test } from 'vitest';
import {
  initiativePaths,
  type MeetingDetail,
  meetingPaths,
  type MyBallot,
  type Results,
  SEED_MEETINGS,
  seedMeetings,
} from '@chorus/domain';
import { resetData, useMockServer } from '../test/server';
import {
  SEED_USERS,
  type Who,
  getAs,
  postAs,
  signInSeedAccounts,
  snapshotsAround,
  meetingAs,
  ideasAs,
} from './meetings.test-helpers';

/**
 * The privacy holes of issue 14, each attacked as a member would: recomputing or inferring from what the
 * API sends them what the design hides. Every test here failed on the code before the fix.
 */
useMockServer();
beforeAll(signInSeedAccounts);

const NEXT = SEED_MEETINGS.scheduled;
const MEMBERS: Who[] = ['host', 'staff', 'attendee'];

const meeting = meetingAs;
const ideas = ideasAs;

async function write(who: Who, phaseId: string, text: string) {
  const response = await postAs(who, meetingPaths.ideaSave, { phaseId, text });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { id: string };
}

async function advanceTo(id: string, type: string): Promise<MeetingDetail> {
  for (let i = 0; i < 10; i++) {
    const detail = await meeting('host', id);
    if (detail.phases.find((p) => p.id === detail.currentPhaseId)?.type === type) return detail;
    expect((await postAs('host', meetingPaths.advance, { meetingId: id })).status).toBe(200);
  }
  throw new Error(`never reached ${type}`);
}

async function saveSettings(id: string, settings: Record<string, unknown>) {
  const current = await meeting('host', id);
  return postAs('host', meetingPaths.save, {
    id,
    initiativeId: current.initiativeId,
    title: current.title,
    scheduledAt: current.scheduledAt,
    settings,
  });
}

async function startNext(settings: Record<string, unknown> = {}): Promise<MeetingDetail> {
  expect((await saveSettings(NEXT, settings)).status).toBe(200);
  const started = await postAs<MeetingDetail>('host', meetingPaths.start, { id: NEXT });
  expect(started.status).toBe(200);
  return started.body;
}

/** The scheduled meeting, started, three ideas (one per member) revealed, and its vote open. */
async function openVote(settings: Record<string, unknown> = {}) {
  const started = await startNext(settings);
  const phaseId = started.currentPhaseId as string;
  const a = await write('host', phaseId, 'Idea A');
  const b = await write('staff', phaseId, 'Idea B');
  const c = await write('attendee', phaseId, 'Idea C');
  await postAs('host', meetingPaths.reveal, { meetingId: NEXT });
  const detail = await advanceTo(NEXT, 'vote');
  const vote = detail.phases.find((p) => p.type === 'vote')?.id as string;
  return { vote, a: a.id, b: b.id, c: c.id };
}

const ballot = (who: Who, phaseId: string, allocations: { targetId: string; points: number }[]) =>
  postAs<MyBallot>(who, meetingPaths.voteSave, { phaseId, allocations });

describe("the devil's advocate cannot be computed by a member", () => {
  test('exactly one attendee is told, on their own response; no response to anyone carries the pick', async () => {
    await startNext({ devilsAdvocate: true });
    const told: Who[] = [];
    const responses: unknown[] = [];
    for (const who of MEMBERS) {
      const detail = await meeting(who, NEXT);
      responses.push(detail, (await getAs(who, meetingPaths.items)).body, await ideas(who, NEXT));
      if (detail.viewerAssignment) told.push(who);
    }
    expect(told).toHaveLength(1);
    expect(told[0]).not.toBe('host');
    // The stored pick reaches nobody (the advocate is told only their own role).
    for (const body of responses) expect(JSON.stringify(body)).not.toContain('devilsAdvocateId');
    // Drawn in secret: the same meeting with the same attendees, started afresh from the same state, names
    // different people (drawn 32 times in meetings.rules.test.ts, where it is cheap).
  });

  test("the seeded demo meetings' advocates are drawn when the seed is built, not computable from the shipped seed", () => {
    const now = Date.parse('2030-01-15T12:00:00Z');
    const advocates = new Set<string | null>();
    for (let i = 0; i < 16; i++) {
      const seed = seedMeetings(now);
      advocates.add(seed.meetings.find((entry) => entry.id === SEED_MEETINGS.live)?.devilsAdvocateId ?? null);
    }
    expect([...advocates].sort()).toEqual([SEED_USERS.attendee, SEED_USERS.staff].sort());
  });
});

describe('the host cannot read hidden ballots through the settings', () => {
  /** The host's answers to lowering each budget while the results are hidden, after `vote` ran. */
  async function hostProbes(vote: (ids: Awaited<ReturnType<typeof openVote>>) => Promise<unknown>) {
    await resetData();
    const ids = await openVote({ dotsPerPerson: 5, maxDotsPerIdea: 3 });
    await vote(ids);
    expect((await getAs('host', meetingPaths.results, { phaseId: ids.vote })).status).toBe(423);
    const answers: { status: number; body: unknown }[] = [];
    for (const settings of [{ maxDotsPerIdea: 2 }, { dotsPerPerson: 4 }]) {
      const { before, after } = await snapshotsAround(async () => {
        const answer = await saveSettings(NEXT, settings);
        answers.push({ status: answer.status, body: answer.body });
      });
      expect(after).toEqual(before);
    }
    return answers;
  }

  test('lowering a budget answers the same whether a voter put 3 dots on one idea, 1, or none', async () => {
    const heavy = await hostProbes(({ vote, c }) => ballot('attendee', vote, [{ targetId: c, points: 3 }]));
    const light = await hostProbes(({ vote, c }) => ballot('attendee', vote, [{ targetId: c, points: 1 }]));
    const none = await hostProbes(async () => undefined);
    expect(light).toEqual(heavy);
    expect(none).toEqual(heavy);
    for (const answer of heavy) {
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({
        error: { code: 'INVALID_STATE', message: 'The dot budgets are fixed once a vote has opened' },
      });
    }
  }, 30_000);

  test('before any vote opens, a live meeting may still lower its budgets', async () => {
    await startNext({ dotsPerPerson: 5, maxDotsPerIdea: 3 });
    const saved = await saveSettings(NEXT, { dotsPerPerson: 4, maxDotsPerIdea: 2 });
    expect(saved.status).toBe(200);
    expect(saved.body.settings).toMatchObject({ dotsPerPerson: 4, maxDotsPerIdea: 2 });
  });
});

describe('a hidden idea leaves the ballot and the tallies', () => {
  test('its dots return to the voter, announced on their ballot, and no result names it', async () => {
    const { vote, a, c } = await openVote({ dotsPerPerson: 5, maxDotsPerIdea: 3 });
    expect(
      (
        await ballot('staff', vote, [
          { targetId: c, points: 2 },
          { targetId: a, points: 1 },
        ])
      ).status,
    ).toBe(200);
    const hidden = await postAs('host', meetingPaths.ideaHide, { id: c, hidden: true, reason: 'off-topic' });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);

    const mine = await getAs<MyBallot>('staff', meetingPaths.votesMine, { phaseId: vote });
    expect(mine.body.allocations).toEqual([{ targetId: a, points: 1 }]);
    expect(mine.body.dotsRemaining).toBe(4);
    expect(mine.body.returnedDots).toBe(2);
    // Nobody else is told how many dots came back.
    const others = await getAs<MyBallot>('attendee', meetingPaths.votesMine, { phaseId: vote });
    expect(others.body.returnedDots).toBe(0);
    // Once the voter has used their ballot again, the notice has been seen: it is not repeated.
    const used = await ballot('staff', vote, [{ targetId: a, points: 1 }]);
    expect(used.body.returnedDots).toBe(0);
    expect(
      (await getAs<MyBallot>('staff', meetingPaths.votesMine, { phaseId: vote })).body.returnedDots,
    ).toBe(0);

    await postAs('host', meetingPaths.advance, { meetingId: NEXT });
    for (const who of MEMBERS) {
      const results = await getAs<Results>(who, meetingPaths.results, { phaseId: vote });
      expect(results.status).toBe(200);
      expect(results.body.tallies.map((t) => t.targetId)).not.toContain(c);
      expect(JSON.stringify(results.body)).not.toContain('Idea C');
      expect(results.body.tallies.reduce((sum, t) => sum + t.points, 0)).toBe(1);
    }
  });

  test('an idea hidden after the vote closed leaves the closed results too', async () => {
    const { vote, c } = await openVote();
    await ballot('staff', vote, [{ targetId: c, points: 3 }]);
    await postAs('host', meetingPaths.advance, { meetingId: NEXT });
    await postAs('host', meetingPaths.ideaHide, { id: c, hidden: true, reason: 'personal attack' });
    const results = await getAs<Results>('attendee', meetingPaths.results, { phaseId: vote });
    expect(JSON.stringify(results.body)).not.toContain('Idea C');
  });
});

describe('small groups keep their anonymity', () => {
  test('while fewer than 3 have voted, the hidden results do not say how many', async () => {
    const { vote, a, b } = await openVote();
    await ballot('staff', vote, [{ targetId: a, points: 2 }]);
    for (const who of MEMBERS) {
      const answer = await getAs(who, meetingPaths.results, { phaseId: vote });
      expect(answer.status).toBe(423);
      expect(answer.body.participation).toEqual({ eligible: 3, voted: null });
    }
    await ballot('host', vote, [{ targetId: b, points: 1 }]);
    expect((await getAs('attendee', meetingPaths.results, { phaseId: vote })).body.participation).toEqual({
      eligible: 3,
      voted: null,
    });
    await ballot('attendee', vote, [{ targetId: b, points: 1 }]);
    expect((await getAs('attendee', meetingPaths.results, { phaseId: vote })).body.participation).toEqual({
      eligible: 3,
      voted: 3,
    });
  });

  test('live tallies wait for 3 ballots: with one voter they would be that ballot', async () => {
    const { vote, a } = await openVote({ voteVisibility: 'live' });
    await ballot('staff', vote, [{ targetId: a, points: 3 }]);
    const answer = await getAs('attendee', meetingPaths.results, { phaseId: vote });
    expect(answer.status).toBe(423);
    expect(JSON.stringify(answer.body)).not.toContain('"points"');
  });

  test('the phase counts do not say how many have voted before 3 have', async () => {
    const { vote, a } = await openVote();
    await ballot('staff', vote, [{ targetId: a, points: 2 }]);
    const phase = (await meeting('attendee', NEXT)).phases.find((p) => p.id === vote);
    expect(phase?.submittedCount).toBeNull();
  });

  test('closed dot tallies carry no per-item count of voters', async () => {
    const { vote, a, b } = await openVote();
    await ballot('staff', vote, [{ targetId: a, points: 3 }]);
    await ballot('attendee', vote, [
      { targetId: a, points: 1 },
      { targetId: b, points: 1 },
    ]);
    await postAs('host', meetingPaths.advance, { meetingId: NEXT });
    const results = await getAs<Results>('host', meetingPaths.results, { phaseId: vote });
    expect(results.status).toBe(200);
    for (const tally of results.body.tallies) {
      expect(tally.voters).toBeNull();
      expect(tally.spread).toBeNull();
    }
    expect(results.body.tallies.find((t) => t.targetId === a)?.points).toBe(4);
  });

  test("another member's idea carries its time to the minute only; one's own keeps it", async () => {
    const started = await startNext();
    const phaseId = started.currentPhaseId as string;
    const mineId = (await write('staff', phaseId, 'Written by staff')).id;
    await write('attendee', phaseId, 'Written by the attendee');
    await postAs('host', meetingPaths.reveal, { meetingId: NEXT });
    const seen = await ideas('attendee', NEXT);
    const theirs = seen.ideas.find((idea) => idea.id === mineId);
    expect(theirs?.createdAt).toMatch(/T\d\d:\d\d:00\.000Z$/);
    for (const idea of seen.ideas.filter((entry) => !entry.isMine))
      expect(idea.createdAt).toMatch(/:00\.000Z$/);
  });

  test('with shuffle off the revealed order is not the order of writing', async () => {
    const started = await startNext({ shuffle: false, revealMode: 'host' });
    const phaseId = started.currentPhaseId as string;
    const written: string[] = [];
    for (let i = 1; i <= 12; i++) written.push((await write(MEMBERS[i % 3] as Who, phaseId, `Idea ${i}`)).id);
    await postAs('host', meetingPaths.reveal, { meetingId: NEXT });
    const orders = await Promise.all(
      MEMBERS.map(async (who) => (await ideas(who, NEXT)).ideas.map((i) => i.id)),
    );
    expect(orders[0]).toEqual(orders[1]);
    expect(orders[1]).toEqual(orders[2]);
    expect(orders[0]).not.toEqual(written);
    expect([...(orders[0] ?? [])].sort()).toEqual([...written].sort());
  });
});

describe('invisible text does not pass a required check', () => {
  const ZWSP = '\u200b';
  const INVISIBLE = [`${ZWSP}${ZWSP}`, '\u2060\ufeff', `\u00a0${ZWSP}\u200d`];

  test('an idea, a block reason, a group title, an outcome, a hide reason and titles of invisible text: 400', async () => {
    const { vote } = await openVote();
    const detail = await meeting('host', NEXT);
    const ideation = detail.phases[0]?.id as string;
    const ideaId = (await ideas('host', NEXT)).ideas[0]?.id as string;
    await postAs('host', meetingPaths.advance, { meetingId: NEXT });
    const proposalId = (await meeting('host', NEXT)).phases.find((p) => p.type === 'decide')?.proposal
      ?.id as string;
    const opened = await postAs('host', meetingPaths.proposalOpen, { proposalId, statement: 'We launch' });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(vote).toBeTruthy();
    const { before, after } = await snapshotsAround(async () => {
      for (const text of INVISIBLE) {
        const calls: [string, Who, string, unknown][] = [
          ['idea', 'staff', meetingPaths.ideaSave, { phaseId: ideation, text }],
          ['block reason', 'staff', meetingPaths.stanceSave, { proposalId, choice: 'block', reason: text }],
          [
            'objection reason',
            'staff',
            meetingPaths.stanceSave,
            { proposalId, choice: 'object', reason: text },
          ],
          [
            'group title',
            'staff',
            meetingPaths.groupSave,
            { meetingId: NEXT, title: text, ideaIds: [ideaId] },
          ],
          ['outcome', 'host', meetingPaths.outcomeSave, { meetingId: NEXT, statement: text }],
          ['hide reason', 'host', meetingPaths.ideaHide, { id: ideaId, hidden: true, reason: text }],
          [
            'meeting title',
            'host',
            meetingPaths.save,
            { initiativeId: detail.initiativeId, title: text, scheduledAt: detail.scheduledAt },
          ],
          ['initiative title', 'host', initiativePaths.save, { title: text }],
        ];
        for (const [what, who, path, body] of calls) {
          const answer = await postAs(who, path, body);
          expect(answer.status, `${what} ${JSON.stringify(text)}: ${JSON.stringify(answer.body)}`).toBe(400);
          expect(answer.body.error.code).toBe('VALIDATION');
        }
      }
    });
    expect(after).toEqual(before);
  });

  test('visible text keeps its inner spacing and loses only the invisible edges', async () => {
    const started = await startNext();
    const saved = await postAs('staff', meetingPaths.ideaSave, {
      phaseId: started.currentPhaseId,
      text: `${ZWSP} Two  words\u00a0${ZWSP}`,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.text).toBe('Two  words');
  });
});
