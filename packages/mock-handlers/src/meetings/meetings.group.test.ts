/**
 * Contract tests of grouping like sticky notes and of the discussion (issue 14, part "group"): per-idea
 * moves, themes created, renamed, merged and deleted, stale changes refused with 409 CONFLICT; notes and
 * action items per theme; the discussion's speaking order with "I pass".
 */
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  type Discussion,
  type GroupsResponse,
  type MeetingDetail,
  meetingPaths,
  type MeetingReport,
  SEED_INITIATIVES,
  SEED_MEETINGS,
} from '@chorus/domain';
import { useMockServer } from '../test/server';
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

async function expectUnchanged(refused: () => Promise<unknown>): Promise<void> {
  const { before, after } = await snapshotsAround(refused);
  expect(after).toEqual(before);
}

const meeting = meetingAs;
const ideas = ideasAs;

async function advanceTo(id: string, type: string): Promise<MeetingDetail> {
  for (let i = 0; i < 10; i++) {
    const detail = await meeting('host', id);
    if (detail.phases.find((p) => p.id === detail.currentPhaseId)?.type === type) return detail;
    expect((await postAs('host', meetingPaths.advance, { meetingId: id })).status).toBe(200);
  }
  throw new Error(`never reached ${type}`);
}

/** A live retrospective in its group phase, with one revealed idea from each of the three people. */
async function groupingMeeting() {
  const created = await postAs<MeetingDetail>('host', meetingPaths.save, {
    initiativeId: SEED_INITIATIVES.onboarding,
    title: 'Sticky notes',
    scheduledAt: new Date(Date.now() + 3600_000).toISOString(),
    template: 'retrospective',
  });
  const id = created.body.id;
  const started = await postAs<MeetingDetail>('host', meetingPaths.start, { id });
  const phaseId = started.body.currentPhaseId as string;
  const texts: Record<string, string> = {};
  for (const [who, text] of [
    ['host', 'Laptop setup took two days'],
    ['staff', 'Nobody knew who grants access'],
    ['attendee', 'The buddy lunch helped'],
  ] as [Who, string][]) {
    const saved = await postAs<{ id: string }>(who, meetingPaths.ideaSave, { phaseId, text });
    texts[text] = saved.body.id;
  }
  await postAs('host', meetingPaths.reveal, { meetingId: id });
  await advanceTo(id, 'group');
  const [laptop, access, lunch] = Object.values(texts) as [string, string, string];
  return { id, laptop, access, lunch };
}

type Setup = Awaited<ReturnType<typeof groupingMeeting>>;
let m: Setup;
beforeEach(async () => {
  m = await groupingMeeting();
});

const move = <T = GroupsResponse>(who: Who, body: Record<string, unknown>) =>
  postAs<T>(who, meetingPaths.ideaMove, { meetingId: m.id, ...body });
type Refusal = { error: { code: string; message: string } };
const titles = (body: GroupsResponse) => body.groups.map((g) => [g.title, g.ideaIds]);

// Each test builds a meeting through the API: give them room on a loaded machine.
describe('grouping one idea at a time', { timeout: 20_000 }, () => {
  test('dropping an idea on another makes a theme of both, named after the idea dropped on; a third joins it; ungrouping takes one out', async () => {
    const made = await move('staff', { ideaId: m.laptop, fromGroupId: null, toIdeaId: m.access });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(titles(made.body)).toEqual([['Nobody knew who grants access', [m.access, m.laptop]]]);
    const theme = made.body.groups[0] as GroupsResponse['groups'][number];

    const joined = await move('attendee', { ideaId: m.lunch, fromGroupId: null, toGroupId: theme.id });
    expect(titles(joined.body)).toEqual([['Nobody knew who grants access', [m.access, m.laptop, m.lunch]]]);

    const out = await move('host', { ideaId: m.lunch, fromGroupId: theme.id });
    expect(titles(out.body)).toEqual([['Nobody knew who grants access', [m.access, m.laptop]]]);
    const seen = await ideas('attendee', m.id);
    expect(seen.ideas.find((i) => i.id === m.lunch)?.groupId).toBeNull();
    expect(seen.ideas.find((i) => i.id === m.laptop)?.groupId).toBe(theme.id);
    expect(secretKeyPaths(seen)).toEqual([]);
  });

  test('typing an existing theme name, in another case and spacing, adds to it instead of making a second', async () => {
    await move('staff', { ideaId: m.laptop, fromGroupId: null, title: 'Setup and access' });
    const second = await move('attendee', {
      ideaId: m.access,
      fromGroupId: null,
      title: '  setup AND  access ',
    });
    expect(titles(second.body)).toEqual([['Setup and access', [m.laptop, m.access]]]);
    const created = await postAs<GroupsResponse>('host', meetingPaths.groupCreate, {
      meetingId: m.id,
      title: 'SETUP and Access',
    });
    expect(created.body.groups).toHaveLength(1);
  });

  test('an idea moved by someone else since the client saw it: 409 with a clear message, nothing changes', async () => {
    const first = await move('staff', { ideaId: m.laptop, fromGroupId: null, title: 'Setup' });
    expect(first.status).toBe(200);
    // The attendee still sees the laptop idea ungrouped and drops it into a theme of its own.
    await expectUnchanged(async () => {
      const stale = await move<Refusal>('attendee', { ideaId: m.laptop, fromGroupId: null, title: 'Tools' });
      expect(stale.status).toBe(409);
      expect(stale.body.error.code).toBe('CONFLICT');
      expect(stale.body.error.message).toMatch(/Someone has just moved this idea: refresh/);
    });
    // Dropping onto an idea that has moved since is refused as well.
    const onto = await move('attendee', {
      ideaId: m.lunch,
      fromGroupId: null,
      toIdeaId: m.laptop,
      toIdeaGroupId: null,
    });
    expect(onto.status).toBe(409);
  });

  test('rename, merge and delete carry the version seen: a stale one is refused with 409', async () => {
    const a = (await move('staff', { ideaId: m.laptop, fromGroupId: null, title: 'Tools' })).body.groups[0];
    const b = (await move('staff', { ideaId: m.access, fromGroupId: null, title: 'Access' })).body.groups[1];
    if (!a || !b) throw new Error('themes missing');
    const renamed = await postAs<GroupsResponse>('host', meetingPaths.groupRename, {
      id: a.id,
      version: a.version,
      title: 'Laptops and tools',
    });
    expect(renamed.status).toBe(200);
    // The attendee renames from the old version: refused, the host's name stands.
    await expectUnchanged(async () => {
      const stale = await postAs('attendee', meetingPaths.groupRename, {
        id: a.id,
        version: a.version,
        title: 'Kit',
      });
      expect(stale.status).toBe(409);
      expect(stale.body.error.message).toMatch(/Someone has just changed the theme "Laptops and tools"/);
    });
    const fresh = renamed.body.groups.find((g) => g.id === a.id);
    const merged = await postAs<GroupsResponse>('attendee', meetingPaths.groupMerge, {
      id: b.id,
      version: b.version,
      intoId: a.id,
    });
    expect(merged.status).toBe(200);
    expect(titles(merged.body)).toEqual([['Laptops and tools', [m.laptop, m.access]]]);
    // Merging into a theme that is gone (merged by someone else): 409.
    const gone = await postAs('staff', meetingPaths.groupMerge, {
      id: a.id,
      version: fresh?.version,
      intoId: b.id,
    });
    expect(gone.status).toBe(409);
  });

  test('renaming a theme to another theme name joins that theme', async () => {
    const a = (await move('staff', { ideaId: m.laptop, fromGroupId: null, title: 'Tools' })).body.groups[0];
    await move('staff', { ideaId: m.access, fromGroupId: null, title: 'Access' });
    if (!a) throw new Error('theme missing');
    const renamed = await postAs<GroupsResponse>('host', meetingPaths.groupRename, {
      id: a.id,
      version: a.version,
      title: 'access',
    });
    expect(titles(renamed.body)).toEqual([['Access', [m.access, m.laptop]]]);
  });

  test('only an empty theme can be deleted', async () => {
    const created = await postAs<GroupsResponse>('host', meetingPaths.groupCreate, {
      meetingId: m.id,
      title: 'Later',
    });
    const later = created.body.groups[0];
    if (!later) throw new Error('theme missing');
    expect(later.ideaIds).toEqual([]);
    const filled = await move('staff', { ideaId: m.lunch, fromGroupId: null, toGroupId: later.id });
    const full = filled.body.groups[0];
    await expectUnchanged(async () => {
      const refused = await postAs('host', meetingPaths.groupDelete, {
        id: later.id,
        version: full?.version,
      });
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toMatch(/Only an empty theme can be deleted/);
    });
    const emptied = await move('staff', { ideaId: m.lunch, fromGroupId: later.id });
    const deleted = await postAs<GroupsResponse>('host', meetingPaths.groupDelete, {
      id: later.id,
      version: emptied.body.groups[0]?.version,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.groups).toEqual([]);
  });

  test('bad input is refused with 400 and changes nothing', async () => {
    for (const body of [
      { ideaId: m.laptop, fromGroupId: null, title: '\u200b \u200b' },
      { ideaId: m.laptop, fromGroupId: null, toGroupId: 'x', title: 'Both' },
      { ideaId: m.laptop, fromGroupId: null, toIdeaId: m.laptop },
      { ideaId: m.laptop },
    ]) {
      await expectUnchanged(async () => expect((await move('staff', body)).status).toBe(400));
    }
    await expectUnchanged(async () =>
      expect((await postAs('host', meetingPaths.groupCreate, { meetingId: m.id, title: '' })).status).toBe(
        400,
      ),
    );
  });

  test('outside the group phase, or as a member who is not taking part, grouping is refused', async () => {
    await expectUnchanged(async () =>
      expect((await move('outsider', { ideaId: m.laptop, fromGroupId: null, title: 'X' })).status).toBe(404),
    );
    await advanceTo(m.id, 'vote');
    await expectUnchanged(async () =>
      expect((await move('staff', { ideaId: m.laptop, fromGroupId: null, title: 'X' })).status).toBe(409),
    );
  });
});

describe("MEETINGS.md's whole-theme save (group/save) keeps the same rules", { timeout: 20_000 }, () => {
  const save = <T = { id: string; title: string; ideaIds: string[]; version: number }>(
    who: Who,
    body: Record<string, unknown>,
  ) => postAs<T>(who, meetingPaths.groupSave, { meetingId: m.id, ...body });

  test('two people saving the same theme at once: the second, on a stale version, is refused (409) and undoes nothing', async () => {
    const made = await save('staff', { title: 'Setup', ideaIds: [m.laptop] });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const seen = made.body;
    // Both saw the theme at the same version. The host adds the access idea first...
    const host = await save('host', {
      id: seen.id,
      version: seen.version,
      title: 'Setup',
      ideaIds: [m.laptop, m.access],
    });
    expect(host.status).toBe(200);
    expect(host.body.ideaIds).toEqual([m.laptop, m.access]);
    // ...then the attendee, from the old view, would have put only the lunch idea in (dropping the host's).
    await expectUnchanged(async () => {
      const stale = await save<Refusal>('attendee', {
        id: seen.id,
        version: seen.version,
        title: 'Setup',
        ideaIds: [m.laptop, m.lunch],
      });
      expect(stale.status).toBe(409);
      expect(stale.body.error.code).toBe('CONFLICT');
      expect(stale.body.error.message).toMatch(/Someone has just changed the theme "Setup": refresh/);
    });
    // An update without the version seen is a bad request.
    expect((await save('attendee', { id: seen.id, title: 'Setup', ideaIds: [] })).status).toBe(400);
    expect(titles((await ideas('attendee', m.id)) as unknown as GroupsResponse)).toEqual([
      ['Setup', [m.laptop, m.access]],
    ]);
  });

  test('an idea in another theme is never taken from it; an existing name, in any case, adds to that theme', async () => {
    const tools = await save('staff', { title: 'Tools', ideaIds: [m.laptop] });
    expect(tools.status).toBe(200);
    // The attendee had seen the laptop idea ungrouped and gathers it with the lunch into a new theme.
    await expectUnchanged(async () => {
      const taken = await save<Refusal>('attendee', { title: 'Onboarding', ideaIds: [m.laptop, m.lunch] });
      expect(taken.status).toBe(409);
      expect(taken.body.error.message).toMatch(/in the theme "Tools": refresh/);
    });
    // Saving under an existing name adds to that theme: no second "Tools", nothing of it lost.
    const joined = await save('attendee', { title: '  tools ', ideaIds: [m.lunch] });
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ id: tools.body.id, title: 'Tools', ideaIds: [m.laptop, m.lunch] });
    // Renaming a theme to another's name joins that one.
    const access = await save('host', { title: 'Access', ideaIds: [m.access] });
    const renamed = await save('host', {
      id: access.body.id,
      version: access.body.version,
      title: 'TOOLS',
      ideaIds: [m.access],
    });
    expect(renamed.body).toMatchObject({ id: tools.body.id, ideaIds: [m.laptop, m.lunch, m.access] });
    const groups = (await ideas('host', m.id)).groups;
    expect(groups.map((g) => [g.title, g.ideaIds])).toEqual([['Tools', [m.laptop, m.lunch, m.access]]]);
  });
});

describe('the discussion', { timeout: 20_000 }, () => {
  test('notes and action items per theme, by anyone taking part, read by every member (also after the end)', async () => {
    const theme = (await move('staff', { ideaId: m.laptop, fromGroupId: null, title: 'Tools' })).body
      .groups[0];
    const discuss = await advanceTo(m.id, 'discuss');
    expect(discuss.turn?.queue).toHaveLength(3);
    const note = await postAs<Discussion>('attendee', meetingPaths.noteSave, {
      meetingId: m.id,
      groupId: theme?.id,
      text: 'IT needs a week',
    });
    expect(note.status, JSON.stringify(note.body)).toBe(200);
    const item = await postAs<Discussion>('staff', meetingPaths.actionSave, {
      meetingId: m.id,
      groupId: theme?.id,
      text: 'Order laptops ahead',
      ownerId: SEED_USERS.attendee,
      dueOn: '2030-01-31',
    });
    expect(item.status, JSON.stringify(item.body)).toBe(200);
    await postAs('host', meetingPaths.end, { id: m.id });
    const read = await getAs<Discussion>('attendee', meetingPaths.discussion, { meetingId: m.id });
    expect(read.body.notes.map((n) => [n.groupId, n.text])).toEqual([[theme?.id, 'IT needs a week']]);
    expect(read.body.actionItems).toEqual([
      expect.objectContaining({
        groupId: theme?.id,
        groupTitle: 'Tools',
        text: 'Order laptops ahead',
        owner: { id: SEED_USERS.attendee, displayName: expect.any(String) },
        dueOn: '2030-01-31',
      }),
    ]);
    expect(secretKeyPaths(read.body)).toEqual([]);
    expect(JSON.stringify(read.body)).not.toContain('authorId');
    // The summary records them: the notes with their theme's name, never who wrote them.
    const report = await getAs<MeetingReport>('staff', meetingPaths.summary, { id: m.id });
    expect(report.body.notes).toEqual([{ text: 'IT needs a week', theme: 'Tools' }]);
    expect(report.body.actionItems).toEqual([
      { text: 'Order laptops ahead', owner: expect.any(String), dueOn: '2030-01-31', theme: 'Tools' },
    ]);
    // Once ended, nothing more is added.
    const late = await postAs('staff', meetingPaths.noteSave, {
      meetingId: m.id,
      groupId: null,
      text: 'Late',
    });
    expect(late.status).toBe(409);
  });

  test('a note sent again with its client-made newId is written once', async () => {
    await advanceTo(m.id, 'discuss');
    const newId = crypto.randomUUID();
    const body = { meetingId: m.id, groupId: null, newId, text: 'Written during the outage' };
    const first = await postAs<Discussion>('attendee', meetingPaths.noteSave, body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await postAs<Discussion>('attendee', meetingPaths.noteSave, body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.body.notes.filter((note) => note.text === body.text).map((note) => note.id)).toEqual([
      newId,
    ]);
    // Someone else's note id: refused.
    const taken = await postAs('staff', meetingPaths.noteSave, { ...body, text: 'Another' });
    expect(taken.status).toBe(409);
    // Sent again once the meeting has ended (its answer was lost, the page kept it): the note it made, once.
    expect((await postAs('host', meetingPaths.end, { id: m.id })).status).toBe(200);
    const late = await postAs<Discussion>('attendee', meetingPaths.noteSave, body);
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    expect(late.body.notes.filter((note) => note.text === body.text).map((note) => note.id)).toEqual([newId]);
    const lateNew = await postAs('attendee', meetingPaths.noteSave, { ...body, newId: crypto.randomUUID() });
    expect(lateNew.status).toBe(409);
  });

  test('bad notes and action items are refused with 400 and change nothing', async () => {
    await advanceTo(m.id, 'discuss');
    for (const [path, body] of [
      [meetingPaths.noteSave, { meetingId: m.id, groupId: null, text: '\u200b' }],
      [meetingPaths.noteSave, { meetingId: m.id, groupId: 'not-a-theme', text: 'Hello' }],
      [
        meetingPaths.actionSave,
        { meetingId: m.id, groupId: null, text: 'Do it', ownerId: SEED_USERS.outsider },
      ],
      [meetingPaths.actionSave, { meetingId: m.id, groupId: null, text: 'Do it', dueOn: '2030-02-30' }],
      [meetingPaths.actionSave, { meetingId: m.id, groupId: null, text: 'Do it', dueOn: 'tomorrow' }],
    ] as const) {
      await expectUnchanged(async () => {
        const refused = await postAs('staff', path, body);
        expect(refused.status, JSON.stringify(body)).toBe(400);
      });
    }
    await expectUnchanged(async () =>
      expect((await getAs('outsider', meetingPaths.discussion, { meetingId: m.id })).status).toBe(404),
    );
  });

  test('in the discussion the current speaker passes: the turn moves on and is recorded as a pass', async () => {
    const discuss = await advanceTo(m.id, 'discuss');
    const speaker = discuss.turn?.currentSpeakerId;
    const who = (Object.entries(SEED_USERS).find(([, uid]) => uid === speaker)?.[0] ?? 'host') as Who;
    const passed = await postAs<MeetingDetail>(who, meetingPaths.turnNext, { meetingId: m.id, passed: true });
    expect(passed.status).toBe(200);
    expect(passed.body.turn?.queue[0]).toMatchObject({ userId: speaker, status: 'passed' });
    expect(passed.body.turn?.currentIndex).toBe(1);
  });
});

test('the seeded retrospective has action items for its summary', async () => {
  const read = await getAs<Discussion>('attendee', meetingPaths.discussion, {
    meetingId: SEED_MEETINGS.retro,
  });
  expect(read.body.actionItems.map((a) => a.groupTitle)).toEqual(['Setup and access', 'People and plans']);
});

describe('grouping suggestions (issue 35): proposed from the ideas’ words, accepted, renamed or left', () => {
  /** A live retrospective in its group phase, with six revealed ideas from three people. */
  async function suggestingMeeting() {
    const created = await postAs<MeetingDetail>('host', meetingPaths.save, {
      initiativeId: SEED_INITIATIVES.onboarding,
      title: 'Suggested themes',
      scheduledAt: new Date(Date.now() + 3600_000).toISOString(),
      template: 'retrospective',
    });
    const id = created.body.id;
    const started = await postAs<MeetingDetail>('host', meetingPaths.start, { id });
    const phaseId = started.body.currentPhaseId as string;
    const ids: Record<string, string> = {};
    for (const [who, text] of [
      ['host', 'Too many meetings on Mondays'],
      ['staff', 'Fewer meetings, more focus'],
      ['attendee', 'Meetings without an agenda waste everyone'],
      ['host', 'Laptop setup took two full days'],
      ['staff', 'The laptop arrived without the tools'],
      ['attendee', 'The buddy lunch helped'],
    ] as [Who, string][]) {
      const saved = await postAs<{ id: string }>(who, meetingPaths.ideaSave, { phaseId, text });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      ids[text] = saved.body.id;
    }
    await postAs('host', meetingPaths.reveal, { meetingId: id });
    await advanceTo(id, 'group');
    return { id, ids };
  }
  const suggest = (who: Who, meetingId: string) =>
    getAs<{ suggestions: { title: string; ideaIds: string[] }[] }>(who, meetingPaths.groupSuggestions, {
      meetingId,
    });

  test('a participant gets the themes the words suggest: idea ids and a title, never an author', async () => {
    const { id, ids } = await suggestingMeeting();
    const answer = await suggest('attendee', id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(secretKeyPaths(answer.body)).toEqual([]);
    expect(JSON.stringify(answer.body)).not.toMatch(/Hana|Sami|Ada|user-/);
    const byTitle = new Map(answer.body.suggestions.map((s) => [s.title, new Set(s.ideaIds)]));
    expect(byTitle.get('Meetings')).toEqual(
      new Set([
        ids['Too many meetings on Mondays'],
        ids['Fewer meetings, more focus'],
        ids['Meetings without an agenda waste everyone'],
      ]),
    );
    expect(byTitle.get('Laptop')).toEqual(
      new Set([ids['Laptop setup took two full days'], ids['The laptop arrived without the tools']]),
    );
    // An idea like no other is left loose.
    expect([...byTitle.values()].some((set) => set.has(ids['The buddy lunch helped'] as string))).toBe(false);
    // Outside the meeting: as if it did not exist.
    expect((await suggest('outsider', id)).status).toBe(404);
  });

  test('accepted under another name, its ideas go into that theme and leave the suggestions; twice is a 409', async () => {
    const { id } = await suggestingMeeting();
    const [first] = (await suggest('staff', id)).body.suggestions;
    const accepted = await postAs<GroupsResponse>('staff', meetingPaths.groupSuggestionAccept, {
      meetingId: id,
      title: 'Fewer, better meetings',
      ideaIds: first?.ideaIds,
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const theme = accepted.body.groups.find((group) => group.title === 'Fewer, better meetings');
    expect(new Set(theme?.ideaIds)).toEqual(new Set(first?.ideaIds));
    const after = (await suggest('host', id)).body.suggestions.flatMap((s) => s.ideaIds);
    for (const ideaId of first?.ideaIds ?? []) expect(after).not.toContain(ideaId);
    await expectUnchanged(async () => {
      const again = await postAs('attendee', meetingPaths.groupSuggestionAccept, {
        meetingId: id,
        title: 'Meetings',
        ideaIds: first?.ideaIds,
      });
      expect(again.status).toBe(409);
    });
  });

  test('outside the group phase there is nothing to suggest (409), and a malformed accept is a 400', async () => {
    const { id } = await suggestingMeeting();
    await expectUnchanged(async () => {
      const bad = await postAs('host', meetingPaths.groupSuggestionAccept, {
        meetingId: id,
        title: '',
        ideaIds: [],
      });
      expect(bad.status).toBe(400);
    });
    await advanceTo(id, 'vote');
    expect((await suggest('host', id)).status).toBe(409);
  });
});
