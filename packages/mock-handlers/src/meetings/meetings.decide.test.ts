import { beforeAll, describe, expect, test, vi } from 'vitest';
import {
  initiativePaths,
  type MeetingDetail,
  meetingPaths,
  type MeetingReport,
  type Outcome,
  type Results,
  SEED_INITIATIVES,
  SEED_MEETINGS,
} from '@chorus/domain';
import { useMockServer } from '../test/server';
import {
  type Who,
  getAs,
  postAs,
  secretKeyPaths,
  signInSeedAccounts,
  snapshotsAround,
  meetingAs,
} from './meetings.test-helpers';

/** Issue 14, part "decide": the vote on one level, the decision loop, results that do not mislead, the summary. */
useMockServer();
beforeAll(signInSeedAccounts);
// Each test runs a meeting from the start: slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const NEXT = SEED_MEETINGS.scheduled;
const MEMBERS: Who[] = ['host', 'staff', 'attendee'];

async function expectUnchanged(refused: () => Promise<unknown>): Promise<void> {
  const { before, after } = await snapshotsAround(refused);
  expect(after).toEqual(before);
}
const meeting = (who: Who) => meetingAs(who, NEXT);
const ok = <T extends { status: number; body: unknown }>(response: T): T => {
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response;
};
const phaseOf = (detail: MeetingDetail, type: string) => {
  const phase = detail.phases.find((entry) => entry.type === type);
  if (!phase) throw new Error(`no ${type} phase`);
  return phase;
};

async function advanceTo(type: string): Promise<MeetingDetail> {
  for (let i = 0; i < 10; i++) {
    const detail = await meeting('host');
    if (detail.phases.find((p) => p.id === detail.currentPhaseId)?.type === type) return detail;
    ok(await postAs('host', meetingPaths.advance, { meetingId: NEXT }));
  }
  throw new Error(`never reached ${type}`);
}

/** The meeting's agenda as a save sends it back (its decide phases deciding by `method`, consent if absent). */
const agendaOf = (detail: MeetingDetail, method?: string, voteMethod?: string) =>
  detail.phases.map((phase) => ({
    id: phase.id,
    type: phase.type,
    title: phase.title,
    prompt: phase.prompt,
    timeboxSec: phase.timeboxSec,
    ...(phase.type === 'decide' ? { method: method ?? phase.method } : {}),
    ...(phase.type === 'vote' ? { method: voteMethod ?? phase.method } : {}),
  }));

/**
 * The scheduled meeting, started: three ideas revealed, two of them in the theme "People", the vote open (its
 * decide phase deciding by `method`, consent unless told).
 */
async function openVote(
  settings: Record<string, unknown> = {},
  method?: 'consent' | 'gradients',
  voteMethod?: 'dots' | 'score',
) {
  const current = await meeting('host');
  ok(
    await postAs('host', meetingPaths.save, {
      id: NEXT,
      initiativeId: current.initiativeId,
      title: current.title,
      scheduledAt: current.scheduledAt,
      ...(method || voteMethod ? { phases: agendaOf(current, method, voteMethod) } : {}),
      settings: {
        revealMode: 'host',
        voteVisibility: 'untilClosed',
        dissentReasonRequired: true,
        ...settings,
      },
    }),
  );
  const started = ok(await postAs<MeetingDetail>('host', meetingPaths.start, { id: NEXT })).body;
  const ideation = started.currentPhaseId as string;
  const write = async (who: Who, text: string) =>
    ok(await postAs<{ id: string }>(who, meetingPaths.ideaSave, { phaseId: ideation, text })).body.id;
  const note = await write('host', 'A hand-written note');
  const map = await write('staff', 'A who-to-ask map');
  const mug = await write('attendee', 'A mug');
  ok(await postAs('host', meetingPaths.reveal, { meetingId: NEXT }));
  await advanceTo('group');
  const theme = ok(
    await postAs<{ id: string }>('staff', meetingPaths.groupSave, {
      meetingId: NEXT,
      title: 'People',
      ideaIds: [note, map],
    }),
  ).body.id;
  const vote = phaseOf(await advanceTo('vote'), 'vote').id;
  return { vote, theme, note, map, mug };
}

describe('the vote is on one level', () => {
  test('a ballot gives dots to themes and ungrouped ideas; an idea inside a theme is refused (400), nothing changes', async () => {
    const { vote, theme, note, mug } = await openVote();
    await expectUnchanged(async () => {
      const refused = await postAs('staff', meetingPaths.voteSave, {
        phaseId: vote,
        allocations: [{ targetId: note, points: 1 }],
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toEqual({
        code: 'VALIDATION',
        message: expect.stringContaining('through the theme'),
      });
    });
    ok(
      await postAs('staff', meetingPaths.voteSave, {
        phaseId: vote,
        allocations: [
          { targetId: theme, points: 2 },
          { targetId: mug, points: 1 },
        ],
      }),
    );
    await advanceTo('decide');
    const results = ok(await getAs<Results>('attendee', meetingPaths.results, { phaseId: vote })).body;
    // Each theme once, the ideas inside it not apart: the theme and the one ungrouped idea.
    expect(results.tallies.map((tally) => [tally.targetType, tally.label, tally.points])).toEqual([
      ['group', 'People', 2],
      ['idea', 'A mug', 1],
    ]);
  });
});

describe('the decision loop', () => {
  async function toDecision() {
    await openVote();
    const detail = await advanceTo('decide');
    return phaseOf(detail, 'decide').proposal?.id as string;
  }
  const stance = (who: Who, proposalId: string, choice: string, reason?: string) =>
    postAs(who, meetingPaths.stanceSave, { proposalId, choice, reason });

  test('the proposal is a draft until the host opens its consent round with the text written or picked', async () => {
    const proposalId = await toDecision();
    expect(phaseOf(await meeting('attendee'), 'decide').proposal).toMatchObject({
      status: 'draft',
      round: 1,
    });
    await expectUnchanged(async () => {
      expect((await stance('staff', proposalId, 'agree')).status).toBe(409);
      const notHost = await postAs('staff', meetingPaths.proposalOpen, { proposalId, statement: 'Mine' });
      expect(notHost.status).toBe(403);
      const blank = await postAs('host', meetingPaths.proposalOpen, { proposalId, statement: '\u200b ' });
      expect(blank.status).toBe(400);
    });
    const opened = ok(
      await postAs<MeetingDetail>('host', meetingPaths.proposalOpen, {
        proposalId,
        statement: 'People first',
      }),
    );
    expect(phaseOf(opened.body, 'decide').proposal).toMatchObject({
      statement: 'People first',
      status: 'open',
    });
    ok(await stance('staff', proposalId, 'agree'));
    expect((await postAs('host', meetingPaths.proposalOpen, { proposalId, statement: 'Again' })).status).toBe(
      409,
    );
  });

  test('a block: no decision can be recorded; the revised text opens round 2, the history is kept; consent lands in the log with the minority report', async () => {
    const first = await toDecision();
    ok(
      await postAs('host', meetingPaths.proposalOpen, { proposalId: first, statement: 'Mugs for everyone' }),
    );
    ok(await stance('host', first, 'agree'));
    ok(await stance('staff', first, 'block', 'Mugs are wasteful'));
    ok(await stance('attendee', first, 'object', 'Too costly'));
    // Results stay hidden until the round closes (voteVisibility untilClosed).
    expect((await getAs('staff', meetingPaths.results, { proposalId: first })).status).toBe(423);
    expect((await postAs('staff', meetingPaths.proposalClose, { proposalId: first })).status).toBe(403);
    ok(await postAs('host', meetingPaths.proposalClose, { proposalId: first }));
    const closed = ok(await getAs<Results>('attendee', meetingPaths.results, { proposalId: first })).body;
    expect(closed.tallies.map((t) => [t.targetId, t.points])).toEqual([
      ['agree', 1],
      ['abstain', 0],
      ['object', 1],
      ['block', 1],
    ]);
    expect(closed.minorityReport).toEqual([
      { choice: 'block', reason: 'Mugs are wasteful' },
      { choice: 'object', reason: 'Too costly' },
    ]);

    await expectUnchanged(async () => {
      const decided = await postAs('host', meetingPaths.outcomeSave, { meetingId: NEXT, proposalId: first });
      expect(decided.status).toBe(409);
      expect(decided.body.error.message).toContain('block');
      const resolved = await postAs('host', meetingPaths.outcomeSave, {
        meetingId: NEXT,
        proposalId: first,
        objectionsResolved: true,
      });
      expect(resolved.status).toBe(409);
      const same = await postAs('host', meetingPaths.proposalRevise, {
        proposalId: first,
        statement: 'Mugs for everyone',
      });
      expect(same.status).toBe(400);
      const notHost = await postAs('attendee', meetingPaths.proposalRevise, {
        proposalId: first,
        statement: 'No mugs',
      });
      expect(notHost.status).toBe(403);
    });

    const revised = ok(
      await postAs<MeetingDetail>('host', meetingPaths.proposalRevise, {
        proposalId: first,
        statement: 'A note and a map; no mugs',
      }),
    ).body;
    const decide = phaseOf(revised, 'decide');
    expect(decide.proposal).toMatchObject({
      statement: 'A note and a map; no mugs',
      status: 'open',
      round: 2,
    });
    expect(decide.earlierProposals.map((p) => [p.id, p.round, p.status])).toEqual([[first, 1, 'closed']]);
    const second = decide.proposal?.id as string;
    expect((await stance('staff', first, 'agree')).status).toBe(409);
    expect(
      (await postAs('host', meetingPaths.proposalRevise, { proposalId: first, statement: 'Third' })).status,
    ).toBe(409);
    for (const who of MEMBERS) ok(await stance(who, second, who === 'attendee' ? 'abstain' : 'agree'));
    ok(await postAs('host', meetingPaths.proposalClose, { proposalId: second }));

    const recorded = ok(
      await postAs<Outcome>('host', meetingPaths.outcomeSave, { meetingId: NEXT, proposalId: second }),
    ).body;
    expect(recorded).toMatchObject({
      kind: 'decision',
      statement: 'A note and a map; no mugs',
      proposalId: second,
      consent: {
        round: 2,
        statement: 'A note and a map; no mugs',
        counts: { agree: 2, abstain: 1, object: 0, block: 0 },
        minorityReport: [],
        earlierRounds: [
          {
            round: 1,
            statement: 'Mugs for everyone',
            counts: { agree: 1, abstain: 0, object: 1, block: 1 },
            minorityReport: [
              { choice: 'block', reason: 'Mugs are wasteful' },
              { choice: 'object', reason: 'Too costly' },
            ],
          },
        ],
      },
    });
    expect(
      (await postAs('host', meetingPaths.outcomeSave, { meetingId: NEXT, proposalId: second })).status,
    ).toBe(409);
    const log = ok(await getAs('attendee', initiativePaths.item, { id: SEED_INITIATIVES.onboarding })).body;
    expect(log.outcomes.find((o: Outcome) => o.id === recorded.id)).toEqual(recorded);
    expect(secretKeyPaths(log)).toEqual([]);
    expect(JSON.stringify(recorded)).not.toMatch(/user-|Sami|Ada|Hana/);
  });

  test('"Record no decision" keeps the counts and the minority report, each reason marked', async () => {
    const proposalId = await toDecision();
    ok(await postAs('host', meetingPaths.proposalOpen, { proposalId, statement: 'Mugs for everyone' }));
    ok(await stance('staff', proposalId, 'block', 'Mugs are wasteful'));
    ok(await stance('attendee', proposalId, 'object', 'Too costly'));
    // Recording closes nothing by itself: the round must be closed first.
    expect(
      (await postAs('host', meetingPaths.outcomeSave, { meetingId: NEXT, proposalId, noDecision: true }))
        .status,
    ).toBe(409);
    ok(await postAs('host', meetingPaths.proposalClose, { proposalId }));
    const none = ok(
      await postAs<Outcome>('host', meetingPaths.outcomeSave, {
        meetingId: NEXT,
        proposalId,
        noDecision: true,
      }),
    ).body;
    expect(none).toMatchObject({
      kind: 'noDecision',
      statement: 'Mugs for everyone',
      consent: {
        counts: { agree: 0, abstain: 0, object: 1, block: 1 },
        minorityReport: [
          { choice: 'block', reason: 'Mugs are wasteful' },
          { choice: 'object', reason: 'Too costly' },
        ],
      },
    });
    // Once recorded, the proposal is not revised behind the log's back.
    expect(
      (await postAs('host', meetingPaths.proposalRevise, { proposalId, statement: 'No mugs' })).status,
    ).toBe(409);
  });
});

describe('the summary of an ended meeting', () => {
  test('ideas by theme, the votes with their totals and the outcome; hidden ideas and ids left out; 409 before the end but to the host', async () => {
    const { vote, theme, mug } = await openVote();
    ok(
      await postAs('staff', meetingPaths.voteSave, {
        phaseId: vote,
        allocations: [
          { targetId: theme, points: 3 },
          { targetId: mug, points: 1 },
        ],
      }),
    );
    expect((await getAs('staff', meetingPaths.summary, { id: NEXT })).status).toBe(409);
    // The host exports at any time: what the meeting has come to, an open vote's tally not yet in it.
    const sofar = ok(await getAs<MeetingReport>('host', meetingPaths.summary, { id: NEXT })).body;
    expect(sofar.themes.map((entry) => entry.title)).toEqual(['People']);
    expect(sofar.votes).toEqual([]);
    expect(sofar.endedAt).toBeNull();
    const decide = phaseOf(await advanceTo('decide'), 'decide');
    const proposalId = decide.proposal?.id as string;
    ok(await postAs('host', meetingPaths.proposalOpen, { proposalId, statement: 'People first' }));
    ok(await postAs('staff', meetingPaths.stanceSave, { proposalId, choice: 'agree' }));
    ok(await postAs('host', meetingPaths.proposalClose, { proposalId }));
    ok(await postAs('host', meetingPaths.outcomeSave, { meetingId: NEXT, proposalId }));
    ok(await postAs('host', meetingPaths.end, { id: NEXT }));

    const report = ok(await getAs<MeetingReport>('attendee', meetingPaths.summary, { id: NEXT })).body;
    expect(report.title).toBe('First-week checklist');
    expect(report.themes).toEqual([
      {
        title: 'People',
        ideas: expect.arrayContaining([
          { text: 'A hand-written note', authorName: null, column: null },
          { text: 'A who-to-ask map', authorName: null, column: null },
        ]),
      },
    ]);
    expect(report.ungroupedIdeas).toEqual([{ text: 'A mug', authorName: null, column: null }]);
    expect(report.votes).toEqual([
      {
        title: expect.any(String),
        method: 'dots',
        participation: { eligible: 3, voted: 1 },
        totalPoints: 4,
        tallies: [
          { label: 'People', targetType: 'group', points: 3 },
          { label: 'A mug', targetType: 'idea', points: 1 },
        ],
      },
    ]);
    expect(report.outcomes).toHaveLength(1);
    expect(report.outcomes[0]).toMatchObject({ statement: 'People first', kind: 'decision' });
    expect(report.actionItems).toEqual([]);
    expect(secretKeyPaths(report)).toEqual([]);
    expect(JSON.stringify(report)).not.toMatch(/user-/);
    expect((await getAs('outsider', meetingPaths.summary, { id: NEXT })).status).toBe(404);
  });
});

describe('one way to decide', () => {
  test('a decision in words is refused (409) where a consent round holds it and once the meeting has ended; nothing changes', async () => {
    ok(await postAs('host', meetingPaths.start, { id: NEXT }));
    await advanceTo('decide');
    await expectUnchanged(async () => {
      const refused = await postAs<{ error: { message: string } }>('host', meetingPaths.outcomeSave, {
        meetingId: NEXT,
        statement: 'We decided without asking',
      });
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe(
        'This meeting decides by consent: record the outcome of its consent round',
      );
    });
  });

  test('a meeting with no decide phase records its outcome in words while live, not after it ended', async () => {
    const current = await meeting('host');
    ok(
      await postAs('host', meetingPaths.save, {
        id: NEXT,
        initiativeId: current.initiativeId,
        title: current.title,
        scheduledAt: current.scheduledAt,
        phases: [{ type: 'silentIdeate', title: 'Write', prompt: 'What did we learn?', timeboxSec: 300 }],
      }),
    );
    ok(await postAs('host', meetingPaths.start, { id: NEXT }));
    const recorded = ok(
      await postAs<Outcome>('host', meetingPaths.outcomeSave, {
        meetingId: NEXT,
        statement: 'Keep the demo',
      }),
    ).body;
    expect(recorded).toMatchObject({ statement: 'Keep the demo', kind: 'decision', consent: null });
    ok(await postAs('host', meetingPaths.end, { id: NEXT }));
    await expectUnchanged(async () => {
      const late = await postAs<{ error: { message: string } }>('host', meetingPaths.outcomeSave, {
        meetingId: NEXT,
        statement: 'Decided afterwards',
      });
      expect(late.status).toBe(409);
      expect(late.body.error.message).toBe('The meeting has ended: its outcomes are recorded');
    });
    // Its review date can still be set.
    ok(
      await postAs('host', meetingPaths.outcomeSave, {
        meetingId: NEXT,
        id: recorded.id,
        statement: recorded.statement,
        reviewOn: '2030-01-15',
      }),
    );
  });
});

describe('a quorum of stances', () => {
  test('a round short of its quorum records no decision only; a live quorum may rise, never fall', async () => {
    // Three take part; a quorum of 100 % needs all three stances.
    await openVote({ quorum: 100 });
    const decide = phaseOf(await advanceTo('decide'), 'decide');
    expect((await meeting('staff')).settings.quorum).toBe(100);
    const proposalId = decide.proposal?.id as string;
    ok(await postAs('host', meetingPaths.proposalOpen, { proposalId, statement: 'People first' }));
    ok(await postAs('staff', meetingPaths.stanceSave, { proposalId, choice: 'agree' }));
    ok(await postAs('attendee', meetingPaths.stanceSave, { proposalId, choice: 'agree' }));
    ok(await postAs('host', meetingPaths.proposalClose, { proposalId }));
    await expectUnchanged(async () => {
      const refused = await postAs('host', meetingPaths.outcomeSave, { meetingId: NEXT, proposalId });
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe(
        'Quorum not met: 2 of the 3 stances needed were taken; record no decision',
      );
      // Lowering the quorum now, to decide anyway, is refused.
      const current = await meeting('host');
      const lowered = await postAs('host', meetingPaths.save, {
        id: NEXT,
        initiativeId: current.initiativeId,
        title: current.title,
        scheduledAt: current.scheduledAt,
        settings: { quorum: 50 },
      });
      expect(lowered.status).toBe(409);
      expect(lowered.body.error.message).toContain('quorum');
    });
    const outcome = ok(
      await postAs<Outcome>('host', meetingPaths.outcomeSave, {
        meetingId: NEXT,
        proposalId,
        noDecision: true,
      }),
    ).body;
    expect(outcome.kind).toBe('noDecision');
    expect(outcome.consent?.quorum).toEqual({ needed: 3, stances: 2 });
  });

  test('a round with its quorum decides, and its record says how many took a stance', async () => {
    await openVote({ quorum: 60 });
    const decide = phaseOf(await advanceTo('decide'), 'decide');
    const proposalId = decide.proposal?.id as string;
    ok(await postAs('host', meetingPaths.proposalOpen, { proposalId, statement: 'People first' }));
    for (const who of ['staff', 'attendee'] as const)
      ok(await postAs(who, meetingPaths.stanceSave, { proposalId, choice: 'agree' }));
    ok(await postAs('host', meetingPaths.proposalClose, { proposalId }));
    const outcome = ok(
      await postAs<Outcome>('host', meetingPaths.outcomeSave, { meetingId: NEXT, proposalId }),
    ).body;
    expect(outcome.kind).toBe('decision');
    expect(outcome.consent?.quorum).toEqual({ needed: 2, stances: 2 });
  });
});

describe('gradients of agreement', () => {
  const stance = (who: Who, proposalId: string, choice: string, reason?: string) =>
    postAs(who, meetingPaths.stanceSave, { proposalId, choice, reason });

  test('a decide phase chooses its method in the agenda; no other phase takes one (400), and nothing changes', async () => {
    const current = await meeting('host');
    const save = (phases: unknown) =>
      postAs('host', meetingPaths.save, {
        id: NEXT,
        initiativeId: current.initiativeId,
        title: current.title,
        scheduledAt: current.scheduledAt,
        phases,
      });
    await expectUnchanged(async () => {
      const wrong = agendaOf(current).map((phase, index) =>
        index === 0 ? { ...phase, method: 'gradients' } : phase,
      );
      const refused = await save(wrong);
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toContain('a Decide phase decides by consent or gradients');
      const unknown = await save(agendaOf(current, 'majority'));
      expect(unknown.status).toBe(400);
    });
    expect(phaseOf(current, 'decide').method).toBe('consent');
    const saved = ok(await save(agendaOf(current, 'gradients'))).body as MeetingDetail;
    expect(phaseOf(saved, 'decide').method).toBe('gradients');
    expect(phaseOf(await meeting('attendee'), 'decide').method).toBe('gradients');
    expect(phaseOf(saved, 'vote').method).toBe('dots');
  });

  test('eight levels, read as consent: a veto stands, a revision decides with serious disagreement resolved; the record keeps each level, never who', async () => {
    await openVote({}, 'gradients');
    const decide = phaseOf(await advanceTo('decide'), 'decide');
    expect(decide.method).toBe('gradients');
    const first = decide.proposal?.id as string;
    ok(await postAs('host', meetingPaths.proposalOpen, { proposalId: first, statement: 'People first' }));
    await expectUnchanged(async () => {
      // A consent stance is not a gradient; dissent needs its reason (dissentReasonRequired).
      const consent = await stance('staff', first, 'block', 'No');
      expect(consent.status).toBe(400);
      expect(consent.body.error.message).toContain('gradient of agreement');
      const silent = await stance('staff', first, 'veto');
      expect(silent.status).toBe(400);
      expect(silent.body.error.message).toContain('needs a reason');
    });
    ok(await stance('staff', first, 'veto', 'It leaves the field teams behind'));
    ok(await stance('attendee', first, 'reservations'));
    ok(await stance('host', first, 'discuss', 'We have not costed it'));
    // Open and untilClosed: nothing but the count.
    const hidden = await getAs('attendee', meetingPaths.results, { proposalId: first });
    expect(hidden.status).toBe(423);
    ok(await postAs('host', meetingPaths.proposalClose, { proposalId: first }));
    const results = ok(await getAs<Results>('attendee', meetingPaths.results, { proposalId: first })).body;
    expect(results.method).toBe('gradients');
    expect(results.tallies.map((tally) => [tally.targetId, tally.points])).toEqual([
      ['endorse', 0],
      ['agreeMinor', 0],
      ['reservations', 1],
      ['abstain', 0],
      ['discuss', 1],
      ['dislike', 0],
      ['disagree', 0],
      ['veto', 1],
    ]);
    expect(results.blocked).toBe(true);
    expect(results.minorityReport).toEqual([
      { choice: 'veto', reason: 'It leaves the field teams behind' },
      { choice: 'discuss', reason: 'We have not costed it' },
    ]);
    expect(JSON.stringify(results)).not.toMatch(/voterId|user-/);
    await expectUnchanged(async () => {
      const refused = await postAs('host', meetingPaths.outcomeSave, { meetingId: NEXT, proposalId: first });
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe('A veto stands: revise the proposal or record no decision');
    });
    const revised = ok(
      await postAs<MeetingDetail>('host', meetingPaths.proposalRevise, {
        proposalId: first,
        statement: 'People first, field teams included',
      }),
    ).body;
    const second = phaseOf(revised, 'decide').proposal?.id as string;
    ok(await stance('staff', second, 'dislike'));
    ok(await stance('attendee', second, 'endorse'));
    ok(await stance('host', second, 'disagree', 'Still not costed'));
    ok(await postAs('host', meetingPaths.proposalClose, { proposalId: second }));
    await expectUnchanged(async () => {
      const refused = await postAs('host', meetingPaths.outcomeSave, { meetingId: NEXT, proposalId: second });
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toContain('Serious disagreement');
    });
    const outcome = ok(
      await postAs<Outcome>('host', meetingPaths.outcomeSave, {
        meetingId: NEXT,
        proposalId: second,
        objectionsResolved: true,
      }),
    ).body;
    expect(outcome.kind).toBe('decision');
    const none = {
      endorse: 0,
      agreeMinor: 0,
      reservations: 0,
      abstain: 0,
      discuss: 0,
      dislike: 0,
      disagree: 0,
      veto: 0,
    };
    expect(outcome.consent).toMatchObject({
      round: 2,
      counts: { agree: 2, abstain: 0, object: 1, block: 0 },
      gradients: { ...none, dislike: 1, endorse: 1, disagree: 1 },
      minorityReport: [{ choice: 'disagree', reason: 'Still not costed' }],
      earlierRounds: [
        {
          round: 1,
          counts: { agree: 1, abstain: 0, object: 1, block: 1 },
          gradients: { ...none, reservations: 1, discuss: 1, veto: 1 },
        },
      ],
    });
  });
});

describe('a score vote', () => {
  test('each theme or idea scored 0 to 5, a 0 kept as a score; results as mean and distribution, highest first, never who', async () => {
    const { vote, theme, note, mug } = await openVote({}, undefined, 'score');
    expect(phaseOf(await meeting('attendee'), 'vote').method).toBe('score');
    await expectUnchanged(async () => {
      const over = await postAs('staff', meetingPaths.voteSave, {
        phaseId: vote,
        allocations: [{ targetId: theme, points: 6 }],
      });
      expect(over.status).toBe(400);
      expect(over.body.error.message).toContain('from 0 to 5');
      const inside = await postAs('staff', meetingPaths.voteSave, {
        phaseId: vote,
        allocations: [{ targetId: note, points: 3 }],
      });
      expect(inside.status).toBe(400);
    });
    // Scores are not dots: no budget (5 + 5 is over the 3 dots a person has), and a 0 is a score.
    const ballot = ok(
      await postAs<{ allocations: unknown[]; submitted: boolean }>('staff', meetingPaths.voteSave, {
        phaseId: vote,
        allocations: [
          { targetId: theme, points: 5 },
          { targetId: mug, points: 0 },
        ],
      }),
    ).body;
    expect(ballot.submitted).toBe(true);
    expect(ballot.allocations).toHaveLength(2);
    ok(
      await postAs('attendee', meetingPaths.voteSave, {
        phaseId: vote,
        allocations: [{ targetId: theme, points: 3 }],
      }),
    );
    ok(
      await postAs('host', meetingPaths.voteSave, {
        phaseId: vote,
        allocations: [
          { targetId: theme, points: 4 },
          { targetId: mug, points: 2 },
        ],
      }),
    );
    await advanceTo('decide');
    const results = ok(await getAs<Results>('attendee', meetingPaths.results, { phaseId: vote })).body;
    expect(results.kind).toBe('scoreVote');
    expect(results.participation).toEqual({ eligible: 3, voted: 3 });
    expect(
      results.tallies.map((tally) => [
        tally.label,
        tally.points,
        tally.mean,
        tally.voters,
        tally.distribution,
      ]),
    ).toEqual([
      ['People', 12, 4, 3, [0, 0, 0, 1, 1, 1]],
      ['A mug', 2, 1, 2, [1, 0, 1, 0, 0, 0]],
    ]);
    expect(JSON.stringify(results)).not.toMatch(/voterId|user-/);
    // The summary's vote says it was scored.
    ok(await postAs('host', meetingPaths.end, { id: NEXT }));
    const report = ok(await getAs<MeetingReport>('host', meetingPaths.summary, { id: NEXT })).body;
    expect(report.votes[0]).toMatchObject({
      method: 'score',
      tallies: [
        { label: 'People', mean: 4, voters: 3 },
        { label: 'A mug', mean: 1 },
      ],
    });
  });
});
