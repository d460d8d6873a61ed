import type { HttpHandler } from 'msw';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  authPaths,
  contentSearchEndpoints,
  initiativeEndpoints,
  meetingEndpoints,
  GUEST_MESSAGES,
  GUEST_SESSION_ENDED,
  GUEST_AUTH_MESSAGES,
  type GuestSession,
  initiativePaths,
  type MeetingDetail,
  meetingPaths,
  SEED_MEETINGS,
} from '@chorus/domain';
import { mocks } from '../index';
import { api, apiPost, testTarget, useMockServer } from '../test/server';
import {
  currentPhaseOf,
  getAs,
  ideasAs,
  meetingAs,
  postAs,
  signInSeedAccounts,
  snapshotsAround,
} from './meetings.test-helpers';

/**
 * Guests by link (issue 34): the host shares a meeting's guest (or spectator) link; whoever holds it joins under a
 * name, takes part in (or watches) that one meeting and nothing else, until it ends. On the mock and the server.
 */
useMockServer();
beforeAll(signInSeedAccounts);

const LIVE = SEED_MEETINGS.live;
const as = (token: string) => ({ token });

async function link(kind: 'guest' | 'spectator', enabled = true) {
  const answer = await postAs<MeetingDetail>('host', meetingPaths.guestLink, {
    meetingId: LIVE,
    kind,
    enabled,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.guestLinks?.[kind] ?? null;
}

async function join(token: string, displayName = 'Gia Guest') {
  const answer = await apiPost<GuestSession>(meetingPaths.guestJoin, { token, displayName }, { token: null });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

describe('the host shares a link; whoever holds it joins under a name', () => {
  test('the links are off by default, and only the host sees or turns them on', async () => {
    expect((await meetingAs('host', LIVE)).guestLinks).toEqual({ guest: null, spectator: null });
    expect((await meetingAs('staff', LIVE)).guestLinks).toBeNull();
    const { before, after } = await snapshotsAround(async () => {
      const refused = await postAs('staff', meetingPaths.guestLink, {
        meetingId: LIVE,
        kind: 'guest',
        enabled: true,
      });
      expect(refused.status).toBe(403);
    });
    expect(after).toEqual(before);
  });

  test('a link opens its meeting for a name, takes part, and is refused everywhere else', async () => {
    const token = (await link('guest')) as string;
    expect(token.length).toBeGreaterThanOrEqual(40);
    const preview = await api(meetingPaths.guest, { query: { token }, token: null });
    expect(preview.body).toEqual({
      meetingTitle: 'What should we build next?',
      hostName: 'Hana Host',
      kind: 'guest',
      status: 'live',
    });

    // A name is needed; nothing is made without one.
    const { before, after } = await snapshotsAround(async () => {
      const nameless = await apiPost(meetingPaths.guestJoin, { token, displayName: '  ' }, { token: null });
      expect(nameless.status).toBe(400);
      expect(JSON.stringify(nameless.body)).toContain(GUEST_MESSAGES.nameRequired);
    });
    expect(after).toEqual(before);

    const session = await join(token);
    expect(session).toMatchObject({ meetingId: LIVE, kind: 'guest', user: { displayName: 'Gia Guest' } });
    const guest = as(session.access_token);

    const detail = (await api<MeetingDetail>(meetingPaths.item, { query: { id: LIVE }, ...guest })).body;
    expect(detail.viewerIsGuest).toBe(true);
    expect(detail.viewerCanContribute).toBe(true);
    expect(detail.viewerCanFacilitate).toBe(false);
    expect(detail.guestLinks).toBeNull();
    expect(detail.participants.map((person) => person.displayName)).toContain('Gia Guest');
    expect((await meetingAs('host', LIVE)).guestIds).toEqual([session.user.uid]);

    // The guest writes in the silent phase: their idea is theirs, and nobody else reads it before the reveal.
    const phase = currentPhaseOf(detail);
    const saved = await apiPost(meetingPaths.ideaSave, { phaseId: phase.id, text: 'A guest’s idea' }, guest);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.isMine).toBe(true);
    const hostSees = await ideasAs('host', LIVE);
    expect(JSON.stringify(hostSees)).not.toContain('A guest’s idea');

    // Nothing outside the meeting: the other endpoints refuse the guest's token, and change nothing.
    const outside = await snapshotsAround(async () => {
      for (const [path, query] of [
        [initiativePaths.items, {}],
        [meetingPaths.items, {}],
      ] as const) {
        const answer = await api(path, { query, ...guest });
        expect(answer.status, path).toBe(403);
        expect(answer.body.error.message).toBe(GUEST_AUTH_MESSAGES.meetingOnly);
      }
      expect(
        (await api(meetingPaths.item, { query: { id: SEED_MEETINGS.scheduled }, ...guest })).status,
      ).toBe(404);
      expect((await api(meetingPaths.item, { query: { id: SEED_MEETINGS.decision }, ...guest })).status).toBe(
        404,
      );
      expect((await api(authPaths.accessToken, guest)).status).toBe(403);
      const update = await apiPost(authPaths.updateUser, { user: { data: { shortcuts: [] } } }, guest);
      expect(update.status).toBe(403);
      const save = await apiPost(
        meetingPaths.save,
        { id: LIVE, initiativeId: detail.initiativeId, title: 'Taken over', scheduledAt: detail.scheduledAt },
        guest,
      );
      expect(save.status).toBe(403);
      const control = await apiPost(meetingPaths.advance, { meetingId: LIVE }, guest);
      expect(control.status).toBe(403);
    });
    expect(outside.after).toEqual(outside.before);
  });

  test('a new link revokes the old one; turned off, it opens nothing; the guests already in stay', async () => {
    const first = (await link('guest')) as string;
    const session = await join(first);
    const second = (await link('guest')) as string;
    expect(second).not.toBe(first);
    for (const token of [first, 'not-a-token']) {
      const preview = await api(meetingPaths.guest, { query: { token }, token: null });
      expect(preview.status).toBe(404);
      expect(preview.body.error.message).toBe(GUEST_MESSAGES.linkInvalid);
      expect(
        (await apiPost(meetingPaths.guestJoin, { token, displayName: 'Late' }, { token: null })).status,
      ).toBe(404);
    }
    expect(await link('guest', false)).toBeNull();
    expect((await api(meetingPaths.guest, { query: { token: second }, token: null })).status).toBe(404);
    expect((await api(meetingPaths.item, { query: { id: LIVE }, ...as(session.access_token) })).status).toBe(
      200,
    );
  });
});

describe('a spectator link: they watch, shown as watching, and never write', () => {
  test('a spectator sees the meeting, cannot contribute, and is listed as watching while here', async () => {
    const token = (await link('spectator')) as string;
    expect((await api(meetingPaths.guest, { query: { token }, token: null })).body.kind).toBe('spectator');
    const session = await join(token, 'Stella Stakeholder');
    expect(session.kind).toBe('spectator');
    const watcher = as(session.access_token);
    const detail = (await api<MeetingDetail>(meetingPaths.item, { query: { id: LIVE }, ...watcher })).body;
    expect(detail.viewerCanContribute).toBe(false);
    expect(detail.participants.map((person) => person.displayName)).not.toContain('Stella Stakeholder');

    const here = await apiPost(meetingPaths.presence, { meetingId: LIVE }, watcher);
    expect(here.status, JSON.stringify(here.body)).toBe(200);
    expect((await meetingAs('host', LIVE)).watching.map((person) => person.displayName)).toEqual([
      'Stella Stakeholder',
    ]);

    const phase = currentPhaseOf(detail);
    const { before, after } = await snapshotsAround(async () => {
      const write = await apiPost(
        meetingPaths.ideaSave,
        { phaseId: phase.id, text: 'Just watching' },
        watcher,
      );
      expect(write.status).toBe(403);
      expect((await apiPost(meetingPaths.ready, { meetingId: LIVE, ready: true }, watcher)).status).toBe(403);
    });
    expect(after).toEqual(before);
  });
});

describe('the guest’s access ends with the meeting; registering keeps what they wrote', () => {
  test('after the end the guest token opens nothing, and the links are gone', async () => {
    const token = (await link('guest')) as string;
    const guest = as((await join(token)).access_token);
    const ended = await postAs<MeetingDetail>('host', meetingPaths.end, { id: LIVE });
    expect(ended.status).toBe(200);
    expect(ended.body.guestLinks).toEqual({ guest: null, spectator: null });
    const after = await api(meetingPaths.item, { query: { id: LIVE }, ...guest });
    expect(after.status).toBe(401);
    expect(after.body.error.message).toBe(GUEST_SESSION_ENDED);
    expect((await api(meetingPaths.guest, { query: { token }, token: null })).status).toBe(404);
    const turnOn = await postAs('host', meetingPaths.guestLink, {
      meetingId: LIVE,
      kind: 'guest',
      enabled: true,
    });
    expect(turnOn.status).toBe(409);
  });

  test('a guest who registers keeps their account and their idea, and their guest token stops working', async () => {
    const token = (await link('guest')) as string;
    const session = await join(token, 'Gia Guest');
    const guest = as(session.access_token);
    const phase = currentPhaseOf(await meetingAs('host', LIVE));
    await apiPost(meetingPaths.ideaSave, { phaseId: phase.id, text: 'Kept after registering' }, guest);

    const registered = await apiPost(
      authPaths.register,
      { displayName: 'Gia Guest', email: 'gia@example.com', password: 'a-long-password' },
      guest,
    );
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    expect(registered.body.user.uid).toBe(session.user.uid);
    expect(registered.body.user.data.guestOf).toBeUndefined();
    expect((await api(meetingPaths.item, { query: { id: LIVE }, ...guest })).status).toBe(401);

    const account = as(registered.body.access_token);
    const ideas = (await api(meetingPaths.ideas, { query: { meetingId: LIVE }, ...account })).body;
    expect(
      ideas.ideas
        .filter((idea: { isMine: boolean }) => idea.isMine)
        .map((idea: { text: string }) => idea.text),
    ).toEqual(['Kept after registering']);
    // Still no initiative of theirs: the account sees the meeting it took part in, nothing more.
    expect((await api(initiativePaths.items, account)).body).toEqual([]);
  });
});

test('the host’s view of the meeting never carries a link to anyone else, nor who is a guest to the list', async () => {
  await link('guest');
  await link('spectator');
  for (const who of ['staff', 'attendee'] as const) {
    const detail = await getAs(who, meetingPaths.item, { id: LIVE });
    expect(detail.body.guestLinks).toBeNull();
    const list = await getAs(who, meetingPaths.items, {});
    expect(JSON.stringify(list.body)).not.toMatch(/guestToken|spectatorToken/);
  }
});

/**
 * The access sweep of a guest's token: every endpoint of the product is called with it. Those of no one meeting
 * (lists, initiatives, search, saving or deleting a meeting, the auth calls that read the bearer) refuse it with
 * 403; those of one meeting, given another meeting's records, answer as if they did not exist (404) or refuse the
 * payload (400), never 200; and the data stays as it was. Endpoints added later are swept without touching this.
 */
describe('the access sweep: a guest token opens nothing but its meeting', () => {
  const dataEndpoints = [...initiativeEndpoints, ...meetingEndpoints, ...contentSearchEndpoints];
  const wide = dataEndpoints.filter((endpoint) => endpoint.scope !== 'meeting');
  const narrow = dataEndpoints.filter((endpoint) => endpoint.scope === 'meeting');

  test('there is something to sweep', () => {
    expect(wide.length).toBeGreaterThan(10);
    expect(narrow.length).toBeGreaterThan(25);
  });

  async function guestToken() {
    return (await join((await link('guest')) as string)).access_token;
  }

  test('the endpoints of no one meeting, and the account calls, refuse it (403) and change nothing', async () => {
    const guest = as(await guestToken());
    const { before, after } = await snapshotsAround(async () => {
      for (const endpoint of wide) {
        const answer =
          endpoint.method === 'GET'
            ? await api(endpoint.path, guest)
            : await apiPost(endpoint.path, { id: SEED_MEETINGS.decision }, guest);
        expect(answer.status, `${endpoint.method} ${endpoint.path}`).toBe(403);
      }
      expect((await api(authPaths.accessToken, guest)).status).toBe(403);
      const update = await apiPost(authPaths.updateUser, { user: { data: { shortcuts: [] } } }, guest);
      expect(update.status).toBe(403);
      if (testTarget().name === 'mock') {
        // The template apps' endpoints (the mock's only): the same refusal.
        for (const mock of mocks.filter((entry) => entry.access === 'signed-in' || entry.access === 'staff'))
          for (const handler of mock.handlers as HttpHandler[]) {
            const method = String(handler.info.method).toUpperCase();
            const path = String(handler.info.path).replace(/:(\w+)/g, 'x');
            const answer = method === 'GET' ? await api(path, guest) : await apiPost(path, {}, guest);
            expect(answer.status, `${method} ${path}`).toBe(403);
          }
      }
    });
    expect(after).toEqual(before);
  });

  test('the endpoints of one meeting, given another meeting’s records, answer 404 or 400, never its data', async () => {
    const guest = as(await guestToken());
    const other = await meetingAs('host', SEED_MEETINGS.decision);
    const phase = other.phases.find((entry) => entry.proposal) ?? other.phases[0];
    const ideas = await ideasAs('host', SEED_MEETINGS.decision, other.phases[0]?.id);
    const names = {
      id: SEED_MEETINGS.decision,
      meetingId: SEED_MEETINGS.decision,
      phaseId: phase?.id ?? '',
      proposalId: phase?.proposal?.id ?? '',
      ideaId: ideas.ideas[0]?.id ?? '',
      text: 'From a guest of another meeting',
      statement: 'From a guest of another meeting',
      reason: 'From a guest of another meeting',
      title: 'From a guest of another meeting',
    };
    const { before, after } = await snapshotsAround(async () => {
      for (const endpoint of narrow) {
        const answer =
          endpoint.method === 'GET'
            ? await api(endpoint.path, { query: names, ...guest })
            : await apiPost(endpoint.path, names, guest);
        expect([400, 404], `${endpoint.method} ${endpoint.path}: ${JSON.stringify(answer.body)}`).toContain(
          answer.status,
        );
        expect(JSON.stringify(answer.body)).not.toContain(other.title);
      }
    });
    expect(after).toEqual(before);
  });
});
