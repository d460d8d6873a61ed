import { beforeAll, describe, expect, test } from 'vitest';
import {
  BREAKOUT_MESSAGES,
  type GroupsResponse,
  type GuestSession,
  type IdeasResponse,
  type MeetingDetail,
  meetingPaths,
  SEED_MEETINGS,
} from '@chorus/domain';
import { api, apiPost, useMockServer } from '../test/server';
import {
  getAs,
  meetingAs,
  postAs,
  signInSeedAccounts,
  SEED_USERS,
  snapshotsAround,
} from './meetings.test-helpers';

/**
 * Breakout groups (issue 34): a meeting with `breakoutSize` draws its participants into groups at the start; each
 * group writes and groups apart (a participant sees their group's board only), then the groups come together on
 * one board, themes of the same name joined. On the mock and the server.
 */
useMockServer();
beforeAll(signInSeedAccounts);

const MEETING = SEED_MEETINGS.scheduled;
const AGENDA = [
  { type: 'silentIdeate', title: 'Write', prompt: 'What would help a new hire?', timeboxSec: null },
  { type: 'group', title: 'Group', prompt: '', timeboxSec: null },
  { type: 'vote', title: 'Vote', prompt: '', timeboxSec: null },
] as const;

/** Someone in the meeting: a seed account by name, or a guest by their token. */
type Person = { name: string; token: string | null; who?: 'host' | 'staff' | 'attendee'; uid: string };

const asPerson = (person: Person) => (person.who ? {} : { token: person.token });
async function get<T>(person: Person, path: string, query: Record<string, string>) {
  return person.who ? getAs<T>(person.who, path, query) : api<T>(path, { query, token: person.token });
}
async function post<T>(person: Person, path: string, body: unknown) {
  return person.who ? postAs<T>(person.who, path, body) : apiPost<T>(path, body, asPerson(person));
}

async function save(settings: Record<string, unknown>, phases: readonly unknown[] = AGENDA) {
  const detail = await meetingAs('host', MEETING);
  return postAs<MeetingDetail>('host', meetingPaths.save, {
    id: MEETING,
    initiativeId: detail.initiativeId,
    title: detail.title,
    scheduledAt: detail.scheduledAt,
    settings,
    phases,
  });
}

/** The meeting set for groups of 4, guests joined until 8 take part, started: two groups of four. */
async function startInBreakouts(): Promise<{ people: Person[]; detail: MeetingDetail; guestToken: string }> {
  const saved = await save({ breakoutSize: 4, revealMode: 'host' });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const linked = await postAs<MeetingDetail>('host', meetingPaths.guestLink, {
    meetingId: MEETING,
    kind: 'guest',
    enabled: true,
  });
  const guestToken = linked.body.guestLinks?.guest as string;
  const people: Person[] = [
    { name: 'host', who: 'host', token: null, uid: SEED_USERS.host },
    ...linked.body.attendeeIds.map((uid) => {
      const who = uid === SEED_USERS.staff ? 'staff' : 'attendee';
      return { name: who, who, token: null, uid } as Person;
    }),
  ];
  while (people.length < 8) {
    const name = `Guest ${people.length}`;
    const joined = await apiPost<GuestSession>(
      meetingPaths.guestJoin,
      { token: guestToken, displayName: name },
      { token: null },
    );
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    people.push({ name, token: joined.body.access_token, uid: joined.body.user.uid });
  }
  const started = await postAs<MeetingDetail>('host', meetingPaths.start, { id: MEETING });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return { people, detail: started.body, guestToken };
}

const groupOf = (detail: MeetingDetail, uid: string) =>
  detail.breakouts?.groups.find((group) => group.memberIds.includes(uid))?.number ?? null;

describe('a large meeting splits into breakout groups', () => {
  test('an agenda without a group phase first, or a size out of range, is refused and nothing changes', async () => {
    const { before, after } = await snapshotsAround(async () => {
      const noGroup = await save({ breakoutSize: 4 }, [AGENDA[0], AGENDA[2]]);
      expect(noGroup.status).toBe(400);
      expect(JSON.stringify(noGroup.body)).toContain(BREAKOUT_MESSAGES.needsGroupPhase);
      const voteFirst = await save({ breakoutSize: 4 }, [AGENDA[0], AGENDA[2], AGENDA[1]]);
      expect(voteFirst.status).toBe(400);
      expect(JSON.stringify(voteFirst.body)).toContain(BREAKOUT_MESSAGES.groupPhaseFirst);
      expect((await save({ breakoutSize: 3 })).status).toBe(400);
      expect((await save({ breakoutSize: 9 })).status).toBe(400);
    });
    expect(after).toEqual(before);
  });

  test('too few people for two groups: one room, no breakouts', async () => {
    expect((await save({ breakoutSize: 4 })).status).toBe(200);
    const started = await postAs<MeetingDetail>('host', meetingPaths.start, { id: MEETING });
    expect(started.body.settings.breakoutSize).toBe(4);
    expect(started.body.breakouts).toBeNull();
  });

  test('everyone is drawn into one of two groups of four; the size is fixed once started', async () => {
    const { people, detail } = await startInBreakouts();
    const groups = detail.breakouts?.groups ?? [];
    expect(groups.map((group) => group.memberIds.length)).toEqual([4, 4]);
    expect(new Set(groups.flatMap((group) => group.memberIds))).toEqual(new Set(people.map((p) => p.uid)));
    expect(detail.breakouts?.apart).toBe(true);
    // Each participant is told their own group; the counts say how many have written, never who.
    const guest = people[7] as Person;
    const seen = (await get<MeetingDetail>(guest, meetingPaths.item, { id: MEETING })).body;
    expect(seen.breakouts?.viewerBreakout).toBe(groupOf(detail, guest.uid));
    expect(seen.breakouts?.groups.map((group) => group.submittedCount)).toEqual([0, 0]);

    const { before, after } = await snapshotsAround(async () => {
      const resized = await save({ breakoutSize: 5 }, undefined as never);
      expect(resized.status).toBe(409);
      expect(JSON.stringify(resized.body)).toContain(BREAKOUT_MESSAGES.sizeFixed);
    });
    expect(after).toEqual(before);
  });

  test('each group sees and groups its own board; the facilitator sees both; together, one board', async () => {
    const { people, detail } = await startInBreakouts();
    for (const person of people) {
      const written = await post(person, meetingPaths.ideaSave, {
        phaseId: detail.currentPhaseId,
        text: `An idea from ${person.name}`,
      });
      expect(written.status, JSON.stringify(written.body)).toBe(200);
    }
    const counts = (await meetingAs('host', MEETING)).breakouts?.groups.map((group) => group.submittedCount);
    expect(counts).toEqual([4, 4]);
    expect((await postAs('host', meetingPaths.reveal, { meetingId: MEETING })).status).toBe(200);
    expect((await postAs('host', meetingPaths.advance, { meetingId: MEETING })).status).toBe(200);

    // A participant (not a facilitator) sees the four ideas of their own group only.
    const member = people.find((person) => person.who === 'attendee') as Person;
    const memberGroup = groupOf(detail, member.uid);
    const theirs = (await get<IdeasResponse>(member, meetingPaths.ideas, { meetingId: MEETING })).body;
    expect(theirs.ideas).toHaveLength(4);
    expect(new Set(theirs.ideas.map((idea) => idea.breakout))).toEqual(new Set([memberGroup]));
    const hostView = (await getAs<IdeasResponse>('host', meetingPaths.ideas, { meetingId: MEETING })).body;
    expect(hostView.ideas).toHaveLength(8);

    // An idea of the other group is not there for them (404, as an idea that does not exist).
    const foreign = hostView.ideas.find((idea) => idea.breakout !== memberGroup) as { id: string };
    const moved = await post(member, meetingPaths.ideaMove, {
      meetingId: MEETING,
      ideaId: foreign.id,
      fromGroupId: null,
      title: 'Buddies',
    });
    expect(moved.status).toBe(404);

    // Both groups make a theme called "Buddies" (names are their board's own) and one called differently.
    for (const group of [1, 2]) {
      const ideas = hostView.ideas.filter((idea) => idea.breakout === group);
      const [first, second] = ideas as unknown as [{ id: string }, { id: string }];
      const made = await postAs<GroupsResponse>('host', meetingPaths.ideaMove, {
        meetingId: MEETING,
        ideaId: first.id,
        fromGroupId: null,
        title: 'Buddies',
      });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      await postAs('host', meetingPaths.ideaMove, {
        meetingId: MEETING,
        ideaId: second.id,
        fromGroupId: null,
        title: `Only in group ${group}`,
      });
    }
    const board = (await get<IdeasResponse>(member, meetingPaths.ideas, { meetingId: MEETING })).body;
    expect(board.groups.map((group) => group.title).sort()).toEqual([
      'Buddies',
      `Only in group ${memberGroup}`,
    ]);
    // A facilitator creating an empty theme says which board; a theme across two boards is refused.
    const unsaid = await postAs('host', meetingPaths.groupCreate, { meetingId: MEETING, title: 'Later' });
    expect(unsaid.status).toBe(400);
    const mixed = await postAs('host', meetingPaths.groupSave, {
      meetingId: MEETING,
      title: 'Mixed',
      ideaIds: hostView.ideas.filter((idea) => !idea.groupId).map((idea) => idea.id),
    });
    expect(mixed.status).toBe(400);

    // Only a facilitator brings the groups together; themes of the same name join.
    expect((await post(member, meetingPaths.breakoutsMerge, { meetingId: MEETING })).status).toBe(403);
    const merged = await postAs<MeetingDetail>('host', meetingPaths.breakoutsMerge, { meetingId: MEETING });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(merged.body.breakouts?.apart).toBe(false);
    expect(merged.body.log.at(-1)).toMatchObject({
      action: 'bringTogether',
      actorName: 'Hana Host',
      detail: '1',
    });
    const together = (await get<IdeasResponse>(member, meetingPaths.ideas, { meetingId: MEETING })).body;
    expect(together.ideas).toHaveLength(8);
    expect(together.ideas.every((idea) => idea.breakout === undefined)).toBe(true);
    expect(together.groups.map((group) => group.title).sort()).toEqual([
      'Buddies',
      'Only in group 1',
      'Only in group 2',
    ]);
    expect(together.groups.find((group) => group.title === 'Buddies')?.ideaIds).toHaveLength(2);
    expect((await postAs('host', meetingPaths.breakoutsMerge, { meetingId: MEETING })).status).toBe(409);
  });

  test('a guest who joins late sits in the smallest group, the others stay where they were', async () => {
    const { detail, guestToken } = await startInBreakouts();
    const late = await apiPost<GuestSession>(
      meetingPaths.guestJoin,
      { token: guestToken, displayName: 'Late Guest' },
      { token: null },
    );
    expect(late.status).toBe(200);
    const now = await meetingAs('host', MEETING);
    expect(now.breakouts?.groups.map((group) => group.memberIds.length).sort()).toEqual([4, 5]);
    expect(groupOf(now, late.body.user.uid)).not.toBeNull();
    expect(now.breakouts?.groups.map((g) => g.memberIds.slice(0, 4))).toEqual(
      detail.breakouts?.groups.map((g) => g.memberIds),
    );
  });

  test('moving on from the group phase brings the groups together by itself', async () => {
    await startInBreakouts();
    const writing = await postAs<MeetingDetail>('host', meetingPaths.breakoutsMerge, { meetingId: MEETING });
    expect(writing.status).toBe(409);
    expect(JSON.stringify(writing.body)).toContain(BREAKOUT_MESSAGES.notGrouping);
    await postAs('host', meetingPaths.advance, { meetingId: MEETING });
    const voting = await postAs<MeetingDetail>('host', meetingPaths.advance, { meetingId: MEETING });
    expect(voting.body.breakouts?.apart).toBe(false);
    expect(voting.body.log.map((entry) => entry.action)).toContain('bringTogether');
  });
});
