import { beforeAll, describe, expect, test } from 'vitest';
import {
  type IdeasResponse,
  initiativePaths,
  type MeetingDetail,
  meetingPaths,
  type MyBallot,
  type Results,
  SEED_INITIATIVES,
  SEED_MEETINGS,
  seedMeetings,
} from '@chorus/domain';
import { getDbSnapshot, loadDbSnapshot, resetMockDb } from '../lib/db';
import { api, apiPost, mockOnlyTest, stored as storedRecords, useMockServer } from '../test/server';
import { meetingsStore } from './meetings.db';
import {
  SEED_USERS,
  type Who,
  getAs,
  postAs,
  secretKeyPaths,
  signInSeedAccounts,
  snapshotsAround,
  meetingAs,
  ideasAs,
} from './meetings.test-helpers';

useMockServer();
beforeAll(signInSeedAccounts);

const expectNoSecrets = (body: unknown) => expect(secretKeyPaths(body)).toEqual([]);
/** A refused request changes nothing: the whole database snapshot is equal before and after. */
async function expectUnchanged(refused: () => Promise<unknown>): Promise<void> {
  const { before, after } = await snapshotsAround(refused);
  expect(after).toEqual(before);
}

const LIVE = SEED_MEETINGS.live;
const NEXT = SEED_MEETINGS.scheduled;
const MEMBERS: Who[] = ['host', 'staff', 'attendee'];
const OTHER_UIDS = (who: Who) =>
  Object.entries(SEED_USERS)
    .filter(([key]) => key !== who)
    .map(([, uid]) => uid);

const meeting = meetingAs;
const ideas = ideasAs;
const phaseOf = (detail: MeetingDetail, type: string) => {
  const phase = detail.phases.find((entry) => entry.type === type);
  if (!phase) throw new Error(`no ${type} phase`);
  return phase;
};
const currentPhaseId = async (id: string) => (await meeting('host', id)).currentPhaseId as string;

/** Advances the live meeting (as host) until its current phase has this type. */
async function advanceTo(id: string, type: string): Promise<MeetingDetail> {
  for (let i = 0; i < 10; i++) {
    const detail = await meeting('host', id);
    if (detail.phases.find((p) => p.id === detail.currentPhaseId)?.type === type) return detail;
    expect((await postAs('host', meetingPaths.advance, { meetingId: id })).status).toBe(200);
  }
  throw new Error(`never reached ${type}`);
}

async function write(who: Who, phaseId: string, text: string, showName = false) {
  const response = await postAs(who, meetingPaths.ideaSave, { phaseId, text, showName });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { id: string };
}

/** Starts the scheduled brainwriting meeting with the given settings. */
async function startNext(settings: Record<string, unknown> = {}): Promise<MeetingDetail> {
  const current = await meeting('host', NEXT);
  const saved = await postAs('host', meetingPaths.save, {
    id: NEXT,
    initiativeId: current.initiativeId,
    title: current.title,
    scheduledAt: current.scheduledAt,
    settings,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const started = await postAs<MeetingDetail>('host', meetingPaths.start, { id: NEXT });
  expect(started.status).toBe(200);
  return started.body;
}

describe('every call needs a signed-in user', () => {
  const gets = [
    meetingPaths.items,
    meetingPaths.item,
    meetingPaths.ideas,
    meetingPaths.votesMine,
    meetingPaths.results,
    meetingPaths.summary,
    meetingPaths.discussion,
    meetingPaths.groupSuggestions,
    meetingPaths.templates,
    meetingPaths.review,
    meetingPaths.series,
    initiativePaths.items,
    initiativePaths.item,
  ];
  const posts: string[] = [
    // The guest link's preview and join take no session: a link's token is their key (meetings.guests.test.ts).
    ...Object.values(meetingPaths).filter(
      (path) =>
        !gets.includes(path as never) && path !== meetingPaths.guest && path !== meetingPaths.guestJoin,
    ),
    initiativePaths.save,
    initiativePaths.delete,
  ];

  test('no token or a bad token: 401 UNAUTHENTICATED on every endpoint, and nothing changes', async () => {
    await expectUnchanged(async () => {
      for (const path of gets) {
        const anonymous = await api(path, { query: { id: LIVE } });
        expect(anonymous.status, path).toBe(401);
        expect(anonymous.body.error.code).toBe('UNAUTHENTICATED');
        const forged = await api(path, { headers: { Authorization: 'Bearer forged.token.here' } });
        expect(forged.status, path).toBe(401);
      }
      for (const path of posts) {
        const anonymous = await apiPost(path, { id: LIVE, meetingId: LIVE });
        expect(anonymous.status, path).toBe(401);
        expect(anonymous.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: expect.any(String) } });
      }
    });
  }, 20_000); // every endpoint twice: seconds on a loaded machine
});

describe('the seed', () => {
  test('a live meeting in silent ideation, not revealed, with ideas by the host and staff', async () => {
    const detail = await meeting('attendee', LIVE);
    expect(detail.status).toBe('live');
    const current = detail.phases.find((phase) => phase.id === detail.currentPhaseId);
    expect(current).toMatchObject({ type: 'silentIdeate', status: 'active', revealedAt: null });
    expect(Date.parse(current?.endsAt ?? '')).toBeGreaterThan(Date.now());
    expect(current?.submittedCount).toBe(2);
    expect(current?.eligibleCount).toBe(3);
    expect(detail.viewerRole).toBe('attendee');
    expect(detail.viewerCanContribute).toBe(true);
    expect((await ideas('attendee', LIVE)).ideas).toEqual([]);
  });

  test('a scheduled meeting ready to run, with a brainwriting agenda', async () => {
    const detail = await meeting('host', NEXT);
    expect(detail.status).toBe('scheduled');
    expect(detail.phases.map((phase) => phase.type)).toEqual(['silentIdeate', 'group', 'vote', 'decide']);
    expect(detail.phases.every((phase) => phase.status === 'pending')).toBe(true);
    expect(Date.parse(detail.scheduledAt)).toBeGreaterThan(Date.now());
  });

  test('ended meetings carry results and outcomes in the decision logs, with review dates', async () => {
    const retro = await meeting('attendee', SEED_MEETINGS.retro);
    const vote = phaseOf(retro, 'vote');
    const results = await getAs<Results>('attendee', meetingPaths.results, { phaseId: vote.id });
    expect(results.status).toBe(200);
    expect(results.body.participation).toEqual({ eligible: 3, voted: 3 });
    expect(results.body.tallies[0]).toMatchObject({
      label: 'People and plans',
      points: 9,
      voters: null,
      spread: null,
    });
    const decision = await meeting('staff', SEED_MEETINGS.decision);
    const consent = await getAs<Results>('staff', meetingPaths.results, {
      proposalId: phaseOf(decision, 'decide').proposal?.id as string,
    });
    expect(consent.body.minorityReasons).toEqual([
      'Read-only will disappoint the field teams who asked for offline editing.',
    ]);
    expect(consent.body.tallies.find((t) => t.targetId === 'object')?.voters).toBe(1);
    expectNoSecrets(consent.body);
    expect(JSON.stringify(consent.body)).not.toContain(SEED_USERS.staff);
    const log = (await getAs('attendee', initiativePaths.item, { id: SEED_INITIATIVES.roadmap })).body;
    expect(log.outcomes.length).toBeGreaterThan(0);
    expect(log.outcomes.every((o: { reviewOn: string | null }) => o.reviewOn !== null)).toBe(true);
  });
});

describe('before the reveal', () => {
  test('each viewer, the host included, gets only their own ideas and a submitted count', async () => {
    for (const who of MEMBERS) {
      const body = await ideas(who, LIVE);
      expect(body.revealed).toBe(false);
      expect(body.submittedCount).toBe(2);
      expect(body.eligibleCount).toBe(3);
      expect(body.ideas.every((idea) => idea.isMine)).toBe(true);
      expect(body.groups).toEqual([]);
      expectNoSecrets(body);
      for (const uid of OTHER_UIDS(who)) expect(JSON.stringify(body)).not.toContain(uid);
    }
    expect((await ideas('host', LIVE)).ideas.map((i) => i.text)).toEqual([
      'A weekly digest of decisions made in meetings, sent to everyone who missed them.',
    ]);
    expect((await ideas('staff', LIVE)).ideas).toHaveLength(2);
    expect((await ideas('attendee', LIVE)).ideas).toHaveLength(0);
  });

  test("an attendee's new idea is theirs alone; the count rises but nobody learns who", async () => {
    const phaseId = await currentPhaseId(LIVE);
    await write('attendee', phaseId, 'A mobile app for joining meetings on the go.');
    const mine = await ideas('attendee', LIVE);
    expect(mine.ideas.map((i) => i.text)).toEqual(['A mobile app for joining meetings on the go.']);
    expect(mine.submittedCount).toBe(3);
    const host = await ideas('host', LIVE);
    expect(host.ideas.map((i) => i.text)).not.toContain('A mobile app for joining meetings on the go.');
    const detail = await meeting('host', LIVE);
    expectNoSecrets(detail);
    expect(detail.phases[0]?.submittedCount).toBe(3);
  });

  test("editing or deleting someone else's idea is refused (403) and changes nothing", async () => {
    const staffIdea = meetingsStore.state.ideas.find((idea) => idea.authorId === SEED_USERS.staff) as {
      id: string;
    };
    await expectUnchanged(async () => {
      for (const who of ['host', 'attendee'] as const) {
        expect(
          (await postAs(who, meetingPaths.ideaSave, { id: staffIdea.id, text: 'hijacked' })).status,
        ).toBe(403);
        expect((await postAs(who, meetingPaths.ideaDelete, { id: staffIdea.id })).status).toBe(403);
      }
      expect((await postAs('outsider', meetingPaths.ideaSave, { id: staffIdea.id, text: 'x' })).status).toBe(
        404,
      );
    });
  });

  test('an author edits and deletes their own idea before the reveal', async () => {
    const phaseId = await currentPhaseId(LIVE);
    const { id } = await write('attendee', phaseId, 'first draft');
    const edited = await postAs('attendee', meetingPaths.ideaSave, {
      id,
      text: 'second draft',
      showName: true,
    });
    expect(edited.body).toMatchObject({ text: 'second draft', isMine: true, authorName: 'Ada Attendee' });
    expect((await postAs('attendee', meetingPaths.ideaDelete, { id })).status).toBe(200);
    expect((await ideas('attendee', LIVE)).ideas).toEqual([]);
  });

  test('an empty or a 501-character idea is refused (400)', async () => {
    const phaseId = await currentPhaseId(LIVE);
    await expectUnchanged(async () => {
      expect((await postAs('attendee', meetingPaths.ideaSave, { phaseId, text: '  ' })).status).toBe(400);
      expect(
        (await postAs('attendee', meetingPaths.ideaSave, { phaseId, text: 'x'.repeat(501) })).status,
      ).toBe(400);
    });
    expect((await postAs('attendee', meetingPaths.ideaSave, { phaseId, text: 'x'.repeat(500) })).status).toBe(
      200,
    );
  });
});

describe('a write sent again is applied once (a client-made newId: an outage, a lost answer, a reload)', () => {
  test('the same new idea sent twice is one idea; the second answer is the first idea, unchanged', async () => {
    const phaseId = await currentPhaseId(LIVE);
    const newId = crypto.randomUUID();
    const first = await postAs('attendee', meetingPaths.ideaSave, { phaseId, newId, text: 'Typed offline' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ id: newId, text: 'Typed offline', isMine: true });
    await expectUnchanged(async () => {
      const again = await postAs('attendee', meetingPaths.ideaSave, {
        phaseId,
        newId,
        text: 'Typed offline',
      });
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
    });
    const mine = (await ideas('attendee', LIVE)).ideas.filter((idea) => idea.text === 'Typed offline');
    expect(mine.map((idea) => idea.id)).toEqual([newId]);
    // Once the phase is closed, the repeat still answers the idea it made (it was saved in time).
    await postAs('host', meetingPaths.advance, { meetingId: LIVE });
    const late = await postAs('attendee', meetingPaths.ideaSave, { phaseId, newId, text: 'Typed offline' });
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    expect(late.body).toMatchObject({ id: newId });
  });

  test("another's id, or an id in use by anything else, is refused (409) and changes nothing", async () => {
    const phaseId = await currentPhaseId(LIVE);
    const newId = crypto.randomUUID();
    await postAs('staff', meetingPaths.ideaSave, { phaseId, newId, text: 'Mine' });
    await expectUnchanged(async () => {
      const taken = await postAs('attendee', meetingPaths.ideaSave, { phaseId, newId, text: 'Also mine?' });
      expect(taken.status).toBe(409);
      expect(taken.body.error.code).toBe('CONFLICT');
      // Not a UUID: refused before anything is looked at.
      expect(
        (await postAs('attendee', meetingPaths.ideaSave, { phaseId, newId: LIVE, text: 'x' })).status,
      ).toBe(400);
    });
  });
});

describe('the reveal', () => {
  test('shows every idea to everyone at once; a second reveal is refused (409)', async () => {
    const phaseId = await currentPhaseId(LIVE);
    await write('attendee', phaseId, 'Attendee idea');
    const revealed = await postAs<MeetingDetail>('host', meetingPaths.reveal, { meetingId: LIVE });
    expect(revealed.status).toBe(200);
    expect(revealed.body.phases[0]?.revealedAt).not.toBeNull();
    const sets = await Promise.all(MEMBERS.map((who) => ideas(who, LIVE)));
    for (const body of sets) {
      expect(body.revealed).toBe(true);
      expect(body.ideas).toHaveLength(4);
      expectNoSecrets(body);
    }
    const texts = (body: IdeasResponse) => body.ideas.map((i) => i.text).sort();
    expect(texts(sets[0] as IdeasResponse)).toEqual(texts(sets[2] as IdeasResponse));
    await expectUnchanged(async () => {
      const again = await postAs('host', meetingPaths.reveal, { meetingId: LIVE });
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe('INVALID_STATE');
    });
  });

  test('after the reveal, an idea can no longer be written, edited or deleted (409)', async () => {
    const phaseId = await currentPhaseId(LIVE);
    const { id } = await write('attendee', phaseId, 'late thought');
    await postAs('host', meetingPaths.reveal, { meetingId: LIVE });
    await expectUnchanged(async () => {
      expect((await postAs('attendee', meetingPaths.ideaSave, { phaseId, text: 'more' })).status).toBe(409);
      expect((await postAs('attendee', meetingPaths.ideaSave, { id, text: 'changed' })).status).toBe(409);
      expect((await postAs('attendee', meetingPaths.ideaDelete, { id })).status).toBe(409);
    });
  });

  test('with revealMode allSubmitted the reveal happens when the last eligible person submits', async () => {
    const started = await startNext({ revealMode: 'allSubmitted' });
    const phaseId = started.currentPhaseId as string;
    await write('host', phaseId, 'host idea');
    await write('staff', phaseId, 'staff idea');
    expect((await ideas('attendee', NEXT)).revealed).toBe(false);
    expect((await ideas('attendee', NEXT)).ideas).toEqual([]);
    await write('attendee', phaseId, 'attendee idea');
    const after = await ideas('attendee', NEXT);
    expect(after.revealed).toBe(true);
    expect(after.ideas.map((i) => i.text).sort()).toEqual(['attendee idea', 'host idea', 'staff idea']);
    expect((await postAs('host', meetingPaths.reveal, { meetingId: NEXT })).status).toBe(409);
  });

  test('with revealMode timer the ideas are revealed when the phase ends; the host may still reveal earlier', async () => {
    const started = await startNext({ revealMode: 'timer' });
    const phaseId = started.currentPhaseId as string;
    await write('staff', phaseId, 'timed idea');
    expect((await ideas('attendee', NEXT)).ideas).toEqual([]);
    await postAs('host', meetingPaths.timer, {
      meetingId: NEXT,
      endsAt: new Date(Date.now() - 1000).toISOString(),
    });
    const after = await ideas('attendee', NEXT);
    expect(after.revealed).toBe(true);
    expect(after.ideas.map((i) => i.text)).toEqual(['timed idea']);
    expect((await postAs('host', meetingPaths.reveal, { meetingId: NEXT })).status).toBe(409);
  });

  test('a later phase lists the ideas of the ideation before it, in an order of its own', async () => {
    const started = await startNext({ revealMode: 'host' });
    for (let i = 1; i <= 8; i++) await write('staff', started.currentPhaseId as string, `Card ${i}`);
    await postAs('host', meetingPaths.reveal, { meetingId: NEXT });
    const vote = phaseOf(await advanceTo(NEXT, 'vote'), 'vote').id;
    const forVote = await ideas('attendee', NEXT, vote);
    expect(forVote.phaseId).toBe(started.currentPhaseId);
    expect(forVote.ideas.map((i) => i.text).sort()).toEqual(
      Array.from({ length: 8 }, (_, i) => `Card ${i + 1}`).sort(),
    );
    expect((await ideas('attendee', NEXT, vote)).ideas).toEqual(forVote.ideas);
  });

  test('the host hides an idea: its text stays in their view without an author; attendees no longer see it', async () => {
    await postAs('host', meetingPaths.reveal, { meetingId: LIVE });
    const target = (await ideas('host', LIVE)).ideas.find((idea) => !idea.isMine) as { id: string };
    await expectUnchanged(async () => {
      const refused = await postAs('attendee', meetingPaths.ideaHide, { id: target.id, reason: 'off-topic' });
      expect(refused.status).toBe(403);
    });
    const hidden = await postAs('host', meetingPaths.ideaHide, {
      id: target.id,
      hidden: true,
      reason: 'off-topic',
    });
    expect(hidden.body).toMatchObject({ id: target.id, hidden: true });
    expectNoSecrets(hidden.body);
    expect((await ideas('host', LIVE)).ideas.some((i) => i.id === target.id)).toBe(true);
    expect((await ideas('attendee', LIVE)).ideas.some((i) => i.id === target.id)).toBe(false);
  });
});

describe('names and ids', () => {
  test('authorName is set only where the author opted in, whoever asks', async () => {
    await postAs('host', meetingPaths.reveal, { meetingId: LIVE });
    for (const who of MEMBERS) {
      const body = await ideas(who, LIVE);
      const named = body.ideas.filter((idea) => idea.authorName !== null);
      expect(named.map((idea) => [idea.text, idea.authorName])).toEqual([
        ['Calendar integration so meetings start from the invite.', 'Sami Staff'],
      ]);
    }
  });

  test('in an anonymous meeting no idea carries a name, even one opted in', async () => {
    const started = await startNext({ anonymity: 'anonymous' });
    await write('staff', started.currentPhaseId as string, 'named?', true);
    await postAs('host', meetingPaths.reveal, { meetingId: NEXT });
    for (const who of MEMBERS) {
      expect((await ideas(who, NEXT)).ideas.every((idea) => idea.authorName === null)).toBe(true);
    }
  });

  test('no response of the meeting flow carries an author id, a voter id or another private key', async () => {
    const responses: unknown[] = [];
    for (const who of MEMBERS) {
      responses.push(await meeting(who, LIVE), await ideas(who, LIVE));
      responses.push(
        (await getAs(who, meetingPaths.items)).body,
        (await getAs(who, initiativePaths.items)).body,
      );
      responses.push((await getAs(who, initiativePaths.item, { id: SEED_INITIATIVES.roadmap })).body);
      for (const id of [SEED_MEETINGS.retro, SEED_MEETINGS.decision]) {
        const detail = await meeting(who, id);
        responses.push(detail);
        for (const phase of detail.phases.filter((p) => p.type === 'vote' || p.type === 'decide')) {
          const results = (await getAs(who, meetingPaths.results, { phaseId: phase.id })).body;
          responses.push(results);
          expect(JSON.stringify(results)).not.toMatch(/user-(host|staff|attendee)/);
        }
      }
    }
    for (const body of responses) expectNoSecrets(body);
  });
});

describe('blind, budgeted voting', () => {
  async function openVote(settings: Record<string, unknown> = {}) {
    const started = await startNext(settings);
    const phaseId = started.currentPhaseId as string;
    const a = await write('host', phaseId, 'Idea A');
    const b = await write('staff', phaseId, 'Idea B');
    const c = await write('attendee', phaseId, 'Idea C');
    await postAs('host', meetingPaths.reveal, { meetingId: NEXT });
    const detail = await advanceTo(NEXT, 'vote');
    return { vote: phaseOf(detail, 'vote').id, a: a.id, b: b.id, c: c.id };
  }

  test('while the vote is hidden, results answer 423 to everyone, the host included, with counts only', async () => {
    const { vote, a, b } = await openVote();
    await postAs('staff', meetingPaths.voteSave, {
      phaseId: vote,
      allocations: [{ targetId: a, points: 3 }],
    });
    await postAs('host', meetingPaths.voteSave, { phaseId: vote, allocations: [{ targetId: b, points: 2 }] });
    for (const who of MEMBERS) {
      const hidden = await getAs(who, meetingPaths.results, { phaseId: vote });
      expect(hidden.status).toBe(423);
      expect(hidden.body).toEqual({
        error: { code: 'RESULTS_HIDDEN', message: expect.any(String) },
        participation: { eligible: 3, voted: null },
      });
    }
    expect((await getAs('outsider', meetingPaths.results, { phaseId: vote })).status).toBe(404);
    await postAs('host', meetingPaths.advance, { meetingId: NEXT });
    for (const who of MEMBERS) {
      const shown = await getAs<Results>(who, meetingPaths.results, { phaseId: vote });
      expect(shown.status).toBe(200);
      expect(shown.body.closed).toBe(true);
      expect(shown.body.tallies.slice(0, 2)).toEqual([
        { targetId: a, targetType: 'idea', label: 'Idea A', points: 3, voters: null, spread: null },
        { targetId: b, targetType: 'idea', label: 'Idea B', points: 2, voters: null, spread: null },
      ]);
      expectNoSecrets(shown.body);
      expect(JSON.stringify(shown.body)).not.toMatch(/user-(host|staff|attendee)/);
    }
  });

  test('a ballot over the budget or the per-idea cap is refused (422); the previous ballot stands', async () => {
    const { vote, a, b, c } = await openVote({ dotsPerPerson: 5, maxDotsPerIdea: 3 });
    const first = await postAs<MyBallot>('attendee', meetingPaths.voteSave, {
      phaseId: vote,
      allocations: [{ targetId: a, points: 2 }],
    });
    expect(first.body).toMatchObject({ dotsRemaining: 3, submitted: true });
    await expectUnchanged(async () => {
      const overBudget = await postAs('attendee', meetingPaths.voteSave, {
        phaseId: vote,
        allocations: [
          { targetId: a, points: 2 },
          { targetId: b, points: 2 },
          { targetId: c, points: 2 },
        ],
      });
      expect(overBudget.status).toBe(422);
      expect(overBudget.body.error.code).toBe('BUDGET_EXCEEDED');
      const overCap = await postAs('attendee', meetingPaths.voteSave, {
        phaseId: vote,
        allocations: [{ targetId: a, points: 4 }],
      });
      expect(overCap.status).toBe(422);
    });
    const mine = await getAs<MyBallot>('attendee', meetingPaths.votesMine, { phaseId: vote });
    expect(mine.body.allocations).toEqual([{ targetId: a, points: 2 }]);
    expect(mine.body.dotsRemaining).toBe(3);
  });

  test('afterOwnVote shows tallies to a viewer once they have voted (and 3 have), not before', async () => {
    const { vote, a } = await openVote({ voteVisibility: 'afterOwnVote' });
    const allocations = [{ targetId: a, points: 1 }];
    await postAs('staff', meetingPaths.voteSave, { phaseId: vote, allocations });
    await postAs('host', meetingPaths.voteSave, { phaseId: vote, allocations });
    expect((await getAs('attendee', meetingPaths.results, { phaseId: vote })).status).toBe(423);
    expect((await getAs('host', meetingPaths.results, { phaseId: vote })).status).toBe(423);
    await postAs('attendee', meetingPaths.voteSave, { phaseId: vote, allocations });
    expect((await getAs('attendee', meetingPaths.results, { phaseId: vote })).status).toBe(200);
  });

  test('a ballot sent again once the vote has closed is answered as saved; a different one is refused (409)', async () => {
    const { vote, a, b } = await openVote();
    const allocations = [
      { targetId: a, points: 2 },
      { targetId: b, points: 1 },
    ];
    const saved = await postAs<MyBallot>('attendee', meetingPaths.voteSave, { phaseId: vote, allocations });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await postAs('host', meetingPaths.advance, { meetingId: NEXT })).status).toBe(200);
    await expectUnchanged(async () => {
      // Its answer was lost, the page kept it: sent again (in another order) after the close.
      const again = await postAs<MyBallot>('attendee', meetingPaths.voteSave, {
        phaseId: vote,
        allocations: [...allocations].reverse(),
      });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(again.body.allocations).toEqual(saved.body.allocations);
      const changed = await postAs('attendee', meetingPaths.voteSave, {
        phaseId: vote,
        allocations: [{ targetId: a, points: 1 }],
      });
      expect(changed.status).toBe(409);
      expect(changed.body.error.code).toBe('INVALID_STATE');
    });
  });

  test('in a closed phase ideas, votes and stances are refused (409), and nothing changes', async () => {
    const { vote, a } = await openVote();
    const ideation = (await meeting('host', NEXT)).phases[0]?.id as string;
    await postAs('host', meetingPaths.advance, { meetingId: NEXT });
    const detail = await meeting('host', NEXT);
    const proposal = phaseOf(detail, 'decide').proposal?.id as string;
    await postAs('host', meetingPaths.end, { id: NEXT });
    await expectUnchanged(async () => {
      expect((await postAs('staff', meetingPaths.ideaSave, { phaseId: ideation, text: 'late' })).status).toBe(
        409,
      );
      const vote409 = await postAs('staff', meetingPaths.voteSave, {
        phaseId: vote,
        allocations: [{ targetId: a, points: 1 }],
      });
      expect(vote409.status).toBe(409);
      expect(vote409.body.error.code).toBe('INVALID_STATE');
      expect(
        (await postAs('staff', meetingPaths.stanceSave, { proposalId: proposal, choice: 'agree' })).status,
      ).toBe(409);
    });
  });
});

describe('per-viewer order', () => {
  async function manyIdeas(shuffle: boolean) {
    const started = await startNext({ shuffle, revealMode: 'host' });
    const phaseId = started.currentPhaseId as string;
    for (let i = 1; i <= 12; i++) await write(MEMBERS[i % 3] as Who, phaseId, `Idea number ${i}`);
    await postAs('host', meetingPaths.reveal, { meetingId: NEXT });
  }

  test('with shuffle on each viewer gets the same set in an order of their own, stable across reloads', async () => {
    await manyIdeas(true);
    const orders = await Promise.all(
      MEMBERS.map(async (who) => (await ideas(who, NEXT)).ideas.map((i) => i.id)),
    );
    const [host, staff, attendee] = orders as [string[], string[], string[]];
    expect([...host].sort()).toEqual([...attendee].sort());
    expect([...staff].sort()).toEqual([...attendee].sort());
    expect(host).not.toEqual(attendee);
    expect(staff).not.toEqual(attendee);
    for (const who of MEMBERS) {
      const again = (await ideas(who, NEXT)).ideas.map((i) => i.id);
      expect(again).toEqual(orders[MEMBERS.indexOf(who)]);
    }
  });

  test('with shuffle off everyone gets the same order', async () => {
    await manyIdeas(false);
    const orders = await Promise.all(
      MEMBERS.map(async (who) => (await ideas(who, NEXT)).ideas.map((i) => i.text)),
    );
    expect(orders[0]).toEqual(orders[1]);
    expect(orders[1]).toEqual(orders[2]);
  });
});

describe('protected dissent', () => {
  async function openDecision(settings: Record<string, unknown> = {}) {
    await startNext(settings);
    const detail = await advanceTo(NEXT, 'decide');
    const proposalId = phaseOf(detail, 'decide').proposal?.id as string;
    const opened = await postAs('host', meetingPaths.proposalOpen, { proposalId, statement: 'We launch' });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    return proposalId;
  }

  test('with dissentReasonRequired an objection or block without a reason is refused (400)', async () => {
    const proposalId = await openDecision({ dissentReasonRequired: true });
    await expectUnchanged(async () => {
      for (const choice of ['object', 'block']) {
        const refused = await postAs('staff', meetingPaths.stanceSave, { proposalId, choice, reason: ' ' });
        expect(refused.status).toBe(400);
        expect(refused.body.error.code).toBe('VALIDATION');
        expect(refused.body.error.message).toContain('dissentReasonRequired');
      }
    });
    const ok = await postAs('staff', meetingPaths.stanceSave, {
      proposalId,
      choice: 'object',
      reason: 'Too risky now',
    });
    expect(ok.body.viewerStance).toEqual({ choice: 'object', reason: 'Too risky now' });
  });

  test('a stance sent again once the round has closed is answered as saved; a different one is refused (409)', async () => {
    const proposalId = await openDecision();
    const stance = { proposalId, choice: 'object', reason: 'Needs a pilot first' };
    const saved = await postAs('attendee', meetingPaths.stanceSave, stance);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await postAs('host', meetingPaths.proposalClose, { proposalId })).status).toBe(200);
    await expectUnchanged(async () => {
      // Its answer was lost, the page kept it: sent again after the close.
      const again = await postAs('attendee', meetingPaths.stanceSave, stance);
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(again.body.viewerStance).toEqual({ choice: 'object', reason: 'Needs a pilot first' });
      const changed = await postAs('attendee', meetingPaths.stanceSave, { proposalId, choice: 'agree' });
      expect(changed.status).toBe(409);
      expect(changed.body.error.code).toBe('INVALID_STATE');
    });
  });

  test('after the close the reasons appear without names in minorityReasons', async () => {
    const proposalId = await openDecision({ voteVisibility: 'live' });
    await postAs('staff', meetingPaths.stanceSave, {
      proposalId,
      choice: 'block',
      reason: 'Blocks the launch',
    });
    await postAs('attendee', meetingPaths.stanceSave, {
      proposalId,
      choice: 'object',
      reason: 'Needs a pilot first',
    });
    await postAs('host', meetingPaths.stanceSave, { proposalId, choice: 'agree' });
    const open = await getAs<Results>('host', meetingPaths.results, { proposalId });
    expect(open.status).toBe(200);
    expect(open.body.minorityReasons).toEqual([]);
    await postAs('host', meetingPaths.advance, { meetingId: NEXT });
    for (const who of MEMBERS) {
      const closed = await getAs<Results>(who, meetingPaths.results, { proposalId });
      expect(closed.body.minorityReasons).toEqual(['Blocks the launch', 'Needs a pilot first']);
      expect(closed.body.blocked).toBe(true);
      expectNoSecrets(closed.body);
      expect(JSON.stringify(closed.body)).not.toMatch(/user-|Sami|Ada|Hana/);
    }
  });
});

describe("the devil's advocate", () => {
  test('exactly one attendee is told, on their own meeting response; nobody else can find out', async () => {
    const assigned = [];
    for (const who of MEMBERS) {
      const detail = await meeting(who, LIVE);
      expectNoSecrets(detail);
      if (detail.viewerAssignment) assigned.push(who);
    }
    expect(assigned).toHaveLength(1);
    expect(assigned[0]).not.toBe('host');
    const items = await getAs('host', meetingPaths.items);
    expectNoSecrets(items.body);
  });

  test('turning it on for a scheduled meeting assigns it at the start, to one attendee only', async () => {
    await startNext({ devilsAdvocate: true });
    const told = [];
    for (const who of MEMBERS) if ((await meeting(who, NEXT)).viewerAssignment) told.push(who);
    expect(told).toHaveLength(1);
    expect(['staff', 'attendee']).toContain(told[0]);
  });
});

describe('round robin', () => {
  async function openRoundRobin(hostSpeaksLast: boolean) {
    const current = await meeting('host', NEXT);
    const phases = current.phases.map(({ id, type, title, prompt, timeboxSec }) => ({
      id,
      type,
      title,
      prompt,
      timeboxSec,
    }));
    phases.splice(1, 0, {
      type: 'roundRobin',
      title: 'Round',
      prompt: 'Speak or pass',
      timeboxSec: 300,
    } as never);
    await postAs('host', meetingPaths.save, {
      id: NEXT,
      initiativeId: current.initiativeId,
      title: current.title,
      scheduledAt: current.scheduledAt,
      phases,
    });
    await startNext({ hostSpeaksLast });
    return advanceTo(NEXT, 'roundRobin');
  }

  test('each participant once, in random order, the host last; only the host or the speaker moves it', async () => {
    const detail = await openRoundRobin(true);
    const turn = detail.turn;
    expect(turn).not.toBeNull();
    const queue = turn?.queue.map((entry) => entry.userId) ?? [];
    expect([...queue].sort()).toEqual([SEED_USERS.attendee, SEED_USERS.host, SEED_USERS.staff]);
    expect(queue.at(-1)).toBe(SEED_USERS.host);
    const speaker = queue[0] === SEED_USERS.staff ? 'staff' : 'attendee';
    const other = speaker === 'staff' ? 'attendee' : 'staff';
    await expectUnchanged(async () => {
      const refused = await postAs(other, meetingPaths.turnNext, { meetingId: NEXT });
      expect(refused.status).toBe(403);
    });
    const moved = await postAs<MeetingDetail>(speaker, meetingPaths.turnNext, {
      meetingId: NEXT,
      passed: true,
    });
    expect(moved.body.turn?.currentIndex).toBe(1);
    expect(moved.body.turn?.queue[0]?.status).toBe('passed');
    const byHost = await postAs<MeetingDetail>('host', meetingPaths.turnNext, { meetingId: NEXT });
    expect(byHost.body.turn?.currentSpeakerId).toBe(SEED_USERS.host);
    await postAs('host', meetingPaths.turnNext, { meetingId: NEXT });
    expect((await postAs('host', meetingPaths.turnNext, { meetingId: NEXT })).status).toBe(409);
  });

  test('without hostSpeaksLast the host is somewhere in the random order, still once', async () => {
    const detail = await openRoundRobin(false);
    const queue = detail.turn?.queue.map((entry) => entry.userId) ?? [];
    expect(new Set(queue).size).toBe(3);
  });
});

describe('counts, never names', () => {
  test('readiness and submission are counts; no response lists who is ready or missing', async () => {
    const before = await meeting('host', LIVE);
    expect(before.phases[0]?.readyCount).toBe(1);
    const ready = await postAs<MeetingDetail>('attendee', meetingPaths.ready, {
      meetingId: LIVE,
      ready: true,
    });
    expect(ready.body.phases[0]).toMatchObject({ readyCount: 2, viewerReady: true });
    const detail = await meeting('host', LIVE);
    expect(detail.phases[0]).toMatchObject({
      readyCount: 2,
      submittedCount: 2,
      eligibleCount: 3,
      viewerReady: false,
    });
    expectNoSecrets(detail);
    expect(Object.keys(detail.phases[0] ?? {}).filter((key) => /who|missing|ids$/i.test(key))).toEqual([]);
    const unready = await postAs<MeetingDetail>('attendee', meetingPaths.ready, {
      meetingId: LIVE,
      ready: false,
    });
    expect(unready.body.phases[0]?.readyCount).toBe(1);
  });
});

describe('roles and membership', () => {
  test('attendees are refused (403) on advance, reveal, timer, outcome and save; nothing changes', async () => {
    const current = await meeting('attendee', LIVE);
    await expectUnchanged(async () => {
      for (const who of ['staff', 'attendee'] as const) {
        const calls = [
          postAs(who, meetingPaths.advance, { meetingId: LIVE }),
          postAs(who, meetingPaths.reveal, { meetingId: LIVE }),
          postAs(who, meetingPaths.timer, { meetingId: LIVE, addSec: 60 }),
          postAs(who, meetingPaths.outcomeSave, { meetingId: LIVE, statement: 'We decided' }),
          postAs(who, meetingPaths.save, {
            id: LIVE,
            initiativeId: current.initiativeId,
            title: 'Renamed',
            scheduledAt: current.scheduledAt,
          }),
          postAs(who, meetingPaths.save, {
            initiativeId: current.initiativeId,
            title: 'New meeting',
            scheduledAt: current.scheduledAt,
          }),
          postAs(who, meetingPaths.start, { id: NEXT }),
          postAs(who, meetingPaths.end, { id: LIVE }),
          postAs(who, meetingPaths.delete, { id: NEXT }),
          postAs(who, initiativePaths.save, { id: SEED_INITIATIVES.roadmap, title: 'Renamed' }),
          postAs(who, initiativePaths.save, { title: 'Mine now' }),
          postAs(who, initiativePaths.delete, { id: SEED_INITIATIVES.onboarding }),
        ];
        for (const response of await Promise.all(calls)) {
          expect(response.status).toBe(403);
          expect(response.body.error.code).toBe('FORBIDDEN');
        }
      }
    });
  });

  test('a non-member gets 404 on every meeting and initiative, and never sees one in a list', async () => {
    expect((await getAs('outsider', meetingPaths.items)).body).toEqual([]);
    expect((await getAs('outsider', initiativePaths.items)).body).toEqual([]);
    const live = await meeting('host', LIVE);
    const phaseId = live.currentPhaseId as string;
    await expectUnchanged(async () => {
      const reads = [
        getAs('outsider', meetingPaths.item, { id: LIVE }),
        getAs('outsider', meetingPaths.ideas, { meetingId: LIVE }),
        getAs('outsider', initiativePaths.item, { id: SEED_INITIATIVES.roadmap }),
        postAs('outsider', meetingPaths.ideaSave, { phaseId, text: 'let me in' }),
        postAs('outsider', meetingPaths.ready, { meetingId: LIVE, ready: true }),
        postAs('outsider', meetingPaths.turnNext, { meetingId: LIVE }),
        postAs('outsider', meetingPaths.groupSave, { meetingId: LIVE, title: 'x', ideaIds: [] }),
        postAs('outsider', meetingPaths.save, {
          initiativeId: SEED_INITIATIVES.roadmap,
          title: 'x',
          scheduledAt: live.scheduledAt,
        }),
      ];
      for (const response of await Promise.all(reads)) expect([403, 404]).toContain(response.status);
    });
    // staff is not a member of the offsite initiative's successor list: members only see their own.
    const attendeeInitiatives = (await getAs('attendee', initiativePaths.items)).body.map(
      (i: { id: string }) => i.id,
    );
    expect(attendeeInitiatives).not.toContain(SEED_INITIATIVES.offsite);
    expect((await getAs('attendee', meetingPaths.item, { id: SEED_MEETINGS.offsite })).status).toBe(404);
  });

  test('a live meeting, or an initiative with one, cannot be deleted (409)', async () => {
    await expectUnchanged(async () => {
      expect((await postAs('host', meetingPaths.delete, { id: LIVE })).status).toBe(409);
      expect((await postAs('host', initiativePaths.delete, { id: SEED_INITIATIVES.roadmap })).status).toBe(
        409,
      );
    });
    expect((await postAs('host', meetingPaths.delete, { id: NEXT })).status).toBe(200);
    expect((await getAs('host', meetingPaths.item, { id: NEXT })).status).toBe(404);
  });
});

describe('settings once live', () => {
  const save = async (settings: Record<string, unknown>) => {
    const current = await meeting('host', LIVE);
    return postAs('host', meetingPaths.save, {
      id: LIVE,
      initiativeId: current.initiativeId,
      title: current.title,
      scheduledAt: current.scheduledAt,
      settings,
    });
  };

  test('a setting may be made stricter but never weaker', async () => {
    await expectUnchanged(async () => {
      for (const weaker of [
        { anonymity: 'named' },
        { revealMode: 'host', voteVisibility: 'live' },
        { voteVisibility: 'afterOwnVote' },
        { dotsPerPerson: 6 },
        { maxDotsPerIdea: 4 },
        { shuffle: false },
        { dissentReasonRequired: false },
        { devilsAdvocate: false },
        { hostSpeaksLast: false },
      ]) {
        const refused = await save(weaker);
        expect(refused.status, JSON.stringify(weaker)).toBe(409);
        expect(refused.body.error.code).toBe('INVALID_STATE');
      }
    });
    const stricter = await save({ anonymity: 'anonymous', revealMode: 'allSubmitted', dotsPerPerson: 4 });
    expect(stricter.status).toBe(200);
    expect(stricter.body.settings).toMatchObject({
      anonymity: 'anonymous',
      revealMode: 'allSubmitted',
      dotsPerPerson: 4,
    });
    expect((await save({ anonymity: 'optInNames' })).status).toBe(409);
  });

  test('a scheduled meeting may change any setting', async () => {
    const current = await meeting('host', NEXT);
    const saved = await postAs('host', meetingPaths.save, {
      id: NEXT,
      initiativeId: current.initiativeId,
      title: current.title,
      scheduledAt: current.scheduledAt,
      settings: { anonymity: 'named', voteVisibility: 'live', shuffle: false },
    });
    expect(saved.body.settings).toMatchObject({ anonymity: 'named', voteVisibility: 'live', shuffle: false });
  });
});

describe('time boxes', () => {
  test("after a phase's end time input is refused unless the host extends it", async () => {
    const phaseId = await currentPhaseId(LIVE);
    const past = new Date(Date.now() - 1000).toISOString();
    expect((await postAs('host', meetingPaths.timer, { meetingId: LIVE, endsAt: past })).status).toBe(200);
    await expectUnchanged(async () => {
      const late = await postAs('attendee', meetingPaths.ideaSave, { phaseId, text: 'too late' });
      expect(late.status).toBe(409);
      expect(late.body.error.message).toMatch(/time is up/i);
      expect((await postAs('attendee', meetingPaths.ready, { meetingId: LIVE, ready: true })).status).toBe(
        409,
      );
    });
    const extended = await postAs<MeetingDetail>('host', meetingPaths.timer, {
      meetingId: LIVE,
      addSec: 120,
    });
    expect(Date.parse(extended.body.phases[0]?.endsAt ?? '')).toBeGreaterThan(Date.now() + 100_000);
    await write('attendee', phaseId, 'in time again');
  });

  test('a timer request needs exactly one of endsAt and addSec (400)', async () => {
    await expectUnchanged(async () => {
      expect((await postAs('host', meetingPaths.timer, { meetingId: LIVE })).status).toBe(400);
      expect(
        (await postAs('host', meetingPaths.timer, { meetingId: LIVE, addSec: 5, endsAt: null })).status,
      ).toBe(400);
    });
  });
});

describe('a full brainwriting meeting', () => {
  test('create → start → ideas from three people → reveal → vote → close → results → stance → outcome in the log', async () => {
    const created = await postAs<MeetingDetail>('host', meetingPaths.save, {
      initiativeId: SEED_INITIATIVES.onboarding,
      title: 'Welcome pack',
      goal: 'What goes in the welcome pack?',
      scheduledAt: new Date(Date.now() + 3600_000).toISOString(),
      template: 'brainwriting',
    });
    expect(created.status).toBe(200);
    const id = created.body.id;
    expect(created.body.attendeeIds.sort()).toEqual([SEED_USERS.attendee, SEED_USERS.staff]);
    expect(created.body.phases.map((p) => p.type)).toEqual(['silentIdeate', 'group', 'vote', 'decide']);
    expect(
      (await getAs('attendee', meetingPaths.items, { initiativeId: SEED_INITIATIVES.onboarding })).body.map(
        (m: { id: string }) => m.id,
      ),
    ).toContain(id);

    const started = await postAs<MeetingDetail>('host', meetingPaths.start, { id });
    expect(started.body.status).toBe('live');
    const ideation = started.body.currentPhaseId as string;
    const hostIdea = await write('host', ideation, 'A hand-written note from the team');
    const staffIdea = await write('staff', ideation, 'A map of who to ask for what', true);
    const attendeeIdea = await write('attendee', ideation, 'Stickers and a mug');
    expect((await ideas('staff', id)).ideas.map((i) => i.text)).toEqual(['A map of who to ask for what']);

    expect((await postAs('host', meetingPaths.reveal, { meetingId: id })).status).toBe(200);
    expect((await ideas('attendee', id)).ideas).toHaveLength(3);

    await advanceTo(id, 'group');
    const group = await postAs('staff', meetingPaths.groupSave, {
      meetingId: id,
      title: 'People',
      ideaIds: [hostIdea.id, staffIdea.id],
    });
    expect(group.status).toBe(200);
    expect((await ideas('attendee', id)).groups).toEqual([group.body]);

    const voting = await advanceTo(id, 'vote');
    const vote = phaseOf(voting, 'vote').id;
    const ballots: [Who, { targetId: string; points: number }[]][] = [
      [
        'host',
        [
          { targetId: group.body.id, points: 3 },
          { targetId: attendeeIdea.id, points: 2 },
        ],
      ],
      [
        'staff',
        [
          { targetId: group.body.id, points: 3 },
          { targetId: attendeeIdea.id, points: 2 },
        ],
      ],
      [
        'attendee',
        [
          { targetId: attendeeIdea.id, points: 3 },
          { targetId: group.body.id, points: 1 },
        ],
      ],
    ];
    for (const [who, allocations] of ballots) {
      const saved = await postAs<MyBallot>(who, meetingPaths.voteSave, { phaseId: vote, allocations });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
    expect((await getAs('host', meetingPaths.results, { phaseId: vote })).status).toBe(423);

    const deciding = await advanceTo(id, 'decide');
    const results = await getAs<Results>('attendee', meetingPaths.results, { phaseId: vote });
    expect(results.status).toBe(200);
    expect(results.body.participation).toEqual({ eligible: 3, voted: 3 });
    expect(results.body.tallies[0]).toMatchObject({
      targetId: group.body.id,
      label: 'People',
      points: 7,
      voters: null,
    });
    expectNoSecrets(results.body);

    const proposal = phaseOf(deciding, 'decide').proposal;
    expect(proposal?.status).toBe('draft');
    const proposalId = proposal?.id as string;
    const opened = await postAs('host', meetingPaths.proposalOpen, {
      proposalId,
      statement: 'A welcome pack',
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    await postAs('host', meetingPaths.stanceSave, { proposalId, choice: 'agree' });
    await postAs('staff', meetingPaths.stanceSave, { proposalId, choice: 'abstain' });
    await postAs('attendee', meetingPaths.stanceSave, {
      proposalId,
      choice: 'object',
      reason: 'Mugs are wasteful',
    });
    await postAs('host', meetingPaths.advance, { meetingId: id });
    const consent = await getAs<Results>('staff', meetingPaths.results, { proposalId });
    expect(consent.body.minorityReasons).toEqual(['Mugs are wasteful']);

    const reviewOn = new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10);
    const outcome = await postAs('host', meetingPaths.outcomeSave, {
      meetingId: id,
      proposalId,
      statement: 'The welcome pack holds a team note and a who-to-ask map.',
      reviewOn,
      objectionsResolved: true,
    });
    expect(outcome.status).toBe(200);
    const ended = await postAs<MeetingDetail>('host', meetingPaths.end, { id });
    expect(ended.body.status).toBe('ended');

    const log = await getAs('attendee', initiativePaths.item, { id: SEED_INITIATIVES.onboarding });
    expect(log.body.outcomes[0]).toMatchObject({
      meetingId: id,
      meetingTitle: 'Welcome pack',
      proposalId,
      statement: 'The welcome pack holds a team note and a who-to-ask map.',
      reviewOn,
    });
    expectNoSecrets(log.body);
    // What the responses said is what is stored: the outcome as answered, the meeting ended at the answered time.
    const { meetings: stored } = await storedRecords();
    expect(stored.outcomes.find((entry) => entry.id === outcome.body.id)).toEqual(outcome.body);
    expect(stored.meetings.find((entry) => entry.id === id)).toMatchObject({
      status: 'ended',
      endedAt: ended.body.endedAt,
      currentPhaseId: ended.body.currentPhaseId,
    });
    expect(stored.phases.filter((phase) => phase.meetingId === id).map((phase) => phase.status)).toEqual(
      ended.body.phases.map((phase) => phase.status),
    );
  });
});

describe('the mock database', () => {
  mockOnlyTest(
    'initiatives and meetings are part of the snapshot, survive a save and load, and reseed on reset',
    async () => {
      const snapshot = getDbSnapshot();
      expect(Object.keys(snapshot.stores)).toEqual(expect.arrayContaining(['initiatives', 'meetings']));
      await postAs('attendee', meetingPaths.ready, { meetingId: LIVE, ready: true });
      const changed = JSON.parse(JSON.stringify(getDbSnapshot()));
      resetMockDb();
      expect((await meeting('host', LIVE)).phases[0]?.readyCount).toBe(1);
      expect(loadDbSnapshot(changed)).toEqual({ ok: true });
      expect((await meeting('host', LIVE)).phases[0]?.readyCount).toBe(2);
    },
  );

  test('the seed is deterministic for a given moment and draw', () => {
    const now = Date.parse('2030-01-15T12:00:00Z');
    const first = <T>(items: readonly T[]) => items[0] as T;
    expect(seedMeetings(now, first)).toEqual(seedMeetings(now, first));
    expect(seedMeetings(now).meetings.map((m) => m.id)).toEqual(
      seedMeetings(now + 1000).meetings.map((m) => m.id),
    );
  });
});
