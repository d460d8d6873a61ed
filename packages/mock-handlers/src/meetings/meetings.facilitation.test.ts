import { beforeAll, describe, expect, test, vi } from 'vitest';
import { useMockServer } from '../test/server';
import {
  type IdeasResponse,
  type InitiativeDetail,
  initiativePaths,
  type MeetingDetail,
  meetingPaths,
  SEED_MEETINGS,
  SEED_USERS,
} from '@chorus/domain';
import {
  type Who,
  getAs,
  postAs,
  secretKeyPaths,
  signInSeedAccounts,
  snapshotsAround,
  meetingAs,
  currentPhaseOf,
} from './meetings.test-helpers';

/**
 * Facilitation (issue 34): co-hosts run the controls beside the host, the lead is handed on or taken over, the
 * room moves on when everyone is ready, and every member reads who ran which control. On the mock and the server.
 */
useMockServer();
beforeAll(signInSeedAccounts);

const LIVE = SEED_MEETINGS.live;
const meeting = (who: Who) => meetingAs(who, LIVE);
const current = currentPhaseOf;

/** Saves the live meeting as it is, with these co-hosts and settings (the host's meeting form). */
async function saveLive(extra: Record<string, unknown>) {
  const before = await meeting('host');
  return postAs('host', meetingPaths.save, {
    id: LIVE,
    initiativeId: before.initiativeId,
    title: before.title,
    scheduledAt: before.scheduledAt,
    ...extra,
  });
}

describe('co-hosts run the controls beside the host', () => {
  test('the host names an attendee co-host: they advance the agenda and the log says who did', async () => {
    const saved = await saveLive({ coHostIds: [SEED_USERS.staff] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.coHostIds).toEqual([SEED_USERS.staff]);
    expect(saved.body.facilitatorId).toBe(SEED_USERS.host);

    const staff = await meeting('staff');
    expect(staff.viewerCanFacilitate).toBe(true);
    expect((await meeting('attendee')).viewerCanFacilitate).toBe(false);

    const advanced = await postAs<MeetingDetail>('staff', meetingPaths.advance, { meetingId: LIVE });
    expect(advanced.status, JSON.stringify(advanced.body)).toBe(200);
    const next = current(advanced.body);
    expect(next.order).toBe(current(staff).order + 1);
    // Every member reads the log: the co-host's name and the phase opened.
    const log = (await meeting('attendee')).log;
    expect(log.at(-1)).toMatchObject({ action: 'advance', subject: next.title });
    expect(log.at(-1)?.actorName).toBe(
      staff.participants.find((p) => p.id === SEED_USERS.staff)?.displayName,
    );
  });

  test('an attendee who is not a co-host is refused every control (403), and nothing changes', async () => {
    await saveLive({ coHostIds: [SEED_USERS.staff] });
    const { before, after } = await snapshotsAround(async () => {
      for (const [path, body] of [
        [meetingPaths.advance, { meetingId: LIVE }],
        [meetingPaths.reveal, { meetingId: LIVE }],
        [meetingPaths.timer, { meetingId: LIVE, addSec: 60 }],
        [meetingPaths.end, { id: LIVE }],
        [meetingPaths.facilitator, { meetingId: LIVE, userId: SEED_USERS.attendee }],
      ] as const) {
        const refused = await postAs('attendee', path, body);
        expect(refused.status, path).toBe(403);
        expect(refused.body.error.message).toMatch(/host and co-hosts/);
      }
    });
    expect(after).toEqual(before);
  });

  test('co-hosts are named among the attendees: anyone else is refused (400), and nothing changes', async () => {
    const { before, after } = await snapshotsAround(async () => {
      const refused = await saveLive({ coHostIds: [SEED_USERS.outsider] });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toMatch(/^coHostIds: /);
    });
    expect(after).toEqual(before);
    // A co-host is not a host's right to edit the meeting: only the host saves it.
    await saveLive({ coHostIds: [SEED_USERS.staff] });
    const detail = await meeting('staff');
    const edit = await postAs('staff', meetingPaths.save, {
      id: LIVE,
      initiativeId: detail.initiativeId,
      title: 'Renamed by a co-host',
      scheduledAt: detail.scheduledAt,
    });
    expect(edit.status).toBe(403);
  });

  test('a co-host hides an idea with a reason: the log tells who and why, never which idea nor whose', async () => {
    await saveLive({ coHostIds: [SEED_USERS.staff] });
    await postAs('staff', meetingPaths.reveal, { meetingId: LIVE });
    const board = (await getAs<IdeasResponse>('staff', meetingPaths.ideas, { meetingId: LIVE })).body;
    const target = board.ideas.find((idea) => !idea.isMine) as { id: string };
    const hidden = await postAs('staff', meetingPaths.ideaHide, { id: target.id, reason: 'off-topic' });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    // The co-host, like the host, still sees the hidden idea (to show it again) and why it was hidden.
    const after = (await getAs<IdeasResponse>('staff', meetingPaths.ideas, { meetingId: LIVE })).body;
    expect(after.ideas.find((idea) => idea.id === target.id)?.hiddenReason).toBe('off-topic');

    const detail = await meeting('attendee');
    const entry = detail.log.find((e) => e.action === 'hide');
    expect(entry).toMatchObject({ detail: 'off-topic', subject: null });
    expect(JSON.stringify(detail.log)).not.toContain(target.id);
    expect(secretKeyPaths(detail)).toEqual([]);
    expect(detail.log.map((e) => e.action)).toEqual(['reveal', 'hide']);
  });
});

describe('facilitation is handed on, or taken over when the facilitator is away', () => {
  test('the host hands the lead to a co-host, who hands it back; the log keeps both', async () => {
    await saveLive({ coHostIds: [SEED_USERS.staff] });
    const handed = await postAs<MeetingDetail>('host', meetingPaths.facilitator, {
      meetingId: LIVE,
      userId: SEED_USERS.staff,
    });
    expect(handed.status, JSON.stringify(handed.body)).toBe(200);
    expect(handed.body.facilitatorId).toBe(SEED_USERS.staff);
    expect((await meeting('attendee')).facilitatorId).toBe(SEED_USERS.staff);

    const back = await postAs<MeetingDetail>('staff', meetingPaths.facilitator, {
      meetingId: LIVE,
      userId: SEED_USERS.host,
    });
    expect(back.body.facilitatorId).toBe(SEED_USERS.host);
    expect(back.body.log.map((e) => e.action)).toEqual(['handOff', 'handOff']);
    expect(back.body.log.map((e) => e.subject)).toEqual([
      handed.body.participants.find((p) => p.id === SEED_USERS.staff)?.displayName,
      handed.body.hostName,
    ]);
  });

  test('the lead goes to the host or a co-host only (400); a member who is not invited is refused (403)', async () => {
    await saveLive({ coHostIds: [SEED_USERS.staff] });
    const { before, after } = await snapshotsAround(async () => {
      const refused = await postAs('host', meetingPaths.facilitator, {
        meetingId: LIVE,
        userId: SEED_USERS.attendee,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toMatch(/^userId: /);
      const outsider = await postAs('outsider', meetingPaths.facilitator, {
        meetingId: LIVE,
        userId: SEED_USERS.outsider,
      });
      expect(outsider.status).toBe(404);
    });
    expect(after).toEqual(before);
  });

  test('a co-host takes the lead over only while the facilitator is away', async () => {
    await saveLive({ coHostIds: [SEED_USERS.staff] });
    await postAs('staff', meetingPaths.presence, { meetingId: LIVE, here: true });
    await postAs('host', meetingPaths.presence, { meetingId: LIVE, here: true });
    const take = { meetingId: LIVE, userId: SEED_USERS.staff };
    const refused = await postAs('staff', meetingPaths.facilitator, take);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/facilitator is here/);
    expect((await meeting('staff')).viewerCanTakeOver).toBe(false);
    // The host leaves the page: the co-host who is here is offered the lead, and takes it (no userId: oneself).
    await postAs('host', meetingPaths.presence, { meetingId: LIVE, here: false });
    expect((await meeting('staff')).viewerCanTakeOver).toBe(true);
    expect((await meeting('attendee')).viewerCanTakeOver).toBe(false);
    const taken = await postAs<MeetingDetail>('staff', meetingPaths.facilitator, { meetingId: LIVE });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body.facilitatorId).toBe(SEED_USERS.staff);
    expect(taken.body.viewerLeads).toBe(true);
    expect(taken.body.log.at(-1)).toMatchObject({ action: 'takeOver' });
    // The host, back, may always take the lead back.
    const back = await postAs<MeetingDetail>('host', meetingPaths.facilitator, {
      meetingId: LIVE,
      userId: SEED_USERS.host,
    });
    expect(back.body.facilitatorId).toBe(SEED_USERS.host);
  });

  test('of two co-hosts here, the one here longest takes the lead over; the other is refused (409)', async () => {
    await saveLive({ coHostIds: [SEED_USERS.staff, SEED_USERS.attendee] });
    // Ada arrives first, then Sami (first in the host's order) and the host; then the host leaves.
    await postAs('attendee', meetingPaths.presence, { meetingId: LIVE, here: true });
    // Distinct arrival times (the clocks count milliseconds): not a wait for anything to happen.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await postAs('staff', meetingPaths.presence, { meetingId: LIVE, here: true });
    await postAs('host', meetingPaths.presence, { meetingId: LIVE, here: true });
    await postAs('host', meetingPaths.presence, { meetingId: LIVE, here: false });
    // Heartbeats go on: each keeps the start of its stretch.
    await postAs('attendee', meetingPaths.presence, { meetingId: LIVE, here: true });
    expect((await meeting('attendee')).viewerCanTakeOver).toBe(true);
    expect((await meeting('staff')).viewerCanTakeOver).toBe(false);
    const refused = await postAs('staff', meetingPaths.facilitator, { meetingId: LIVE });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/here longer/);
    const taken = await postAs<MeetingDetail>('attendee', meetingPaths.facilitator, { meetingId: LIVE });
    expect(taken.body.facilitatorId).toBe(SEED_USERS.attendee);
  });

  test('a co-host no longer named hands the lead back to the host', async () => {
    await saveLive({ coHostIds: [SEED_USERS.staff] });
    await postAs('host', meetingPaths.facilitator, { meetingId: LIVE, userId: SEED_USERS.staff });
    const saved = await saveLive({ coHostIds: [] });
    expect(saved.body.facilitatorId).toBe(SEED_USERS.host);
    expect((await meeting('staff')).viewerCanFacilitate).toBe(false);
  });
});

describe('the room moves on when everyone is ready (advanceWhenReady)', () => {
  test('off: everyone ready changes nothing but the count', async () => {
    const before = current(await meeting('host'));
    for (const who of ['host', 'staff', 'attendee'] as const)
      await postAs(who, meetingPaths.ready, { meetingId: LIVE, ready: true });
    const after = await meeting('host');
    expect(current(after).id).toBe(before.id);
    expect(current(after).readyCount).toBe(3);
  });

  test('on: the last one ready moves the phase on, and the log says nobody acted', async () => {
    await saveLive({ settings: { advanceWhenReady: true } });
    const before = current(await meeting('host'));
    await postAs('host', meetingPaths.ready, { meetingId: LIVE, ready: true });
    await postAs('staff', meetingPaths.ready, { meetingId: LIVE, ready: true });
    expect(current(await meeting('host')).id).toBe(before.id);
    const last = await postAs<MeetingDetail>('attendee', meetingPaths.ready, {
      meetingId: LIVE,
      ready: true,
    });
    expect(last.status, JSON.stringify(last.body)).toBe(200);
    const now = current(last.body);
    expect(now.order).toBe(before.order + 1);
    expect(now.readyCount).toBe(0);
    expect(last.body.log.at(-1)).toMatchObject({
      action: 'autoAdvance',
      actorName: null,
      subject: now.title,
    });
    // Moving on from writing is the reveal, as when the host advances.
    expect(last.body.phases.find((phase) => phase.id === before.id)?.revealedAt).not.toBeNull();
  });

  test("on: the phase's bell moves the room on too (whichever comes first), with nobody acting", async () => {
    await saveLive({ settings: { advanceWhenReady: true } });
    const before = current(await meeting('host'));
    const endsAt = new Date(Date.now() + 1_500).toISOString();
    const timed = await postAs('host', meetingPaths.timer, { meetingId: LIVE, endsAt });
    expect(timed.status, JSON.stringify(timed.body)).toBe(200);
    // The server's bell writes it at the time; the mock when it is next asked (each open page asks at the bell).
    const moved = await vi.waitFor(
      async () => {
        const seen = await meeting('attendee');
        expect(current(seen).order).toBe(before.order + 1);
        return seen;
      },
      { timeout: 15_000, interval: 250 },
    );
    expect(moved.log.at(-1)).toMatchObject({ action: 'autoAdvance', actorName: null, detail: 'time' });
    expect(moved.phases.find((phase) => phase.id === before.id)?.status).toBe('closed');
  });

  test('off: the bell stops input, and the room waits for the facilitator', async () => {
    const before = current(await meeting('host'));
    const endsAt = new Date(Date.now() - 1_000).toISOString();
    expect((await postAs('host', meetingPaths.timer, { meetingId: LIVE, endsAt })).status).toBe(200);
    expect(current(await meeting('attendee')).id).toBe(before.id);
  });
});

describe('spectators: members who watch without taking part', () => {
  const NEXT = SEED_MEETINGS.scheduled;
  /** The scheduled meeting started with the staff member as its one attendee: the attendee only watches. */
  async function startedWithoutAda() {
    const before = (await getAs<MeetingDetail>('host', meetingPaths.item, { id: NEXT })).body;
    const saved = await postAs('host', meetingPaths.save, {
      id: NEXT,
      initiativeId: before.initiativeId,
      title: before.title,
      scheduledAt: before.scheduledAt,
      attendeeIds: [SEED_USERS.staff],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await postAs('host', meetingPaths.start, { id: NEXT })).status).toBe(200);
  }
  const detail = (who: Who) => meetingAs(who, NEXT);

  test('a member not invited is shown as watching, and counts in nothing', async () => {
    await startedWithoutAda();
    const seen = await detail('attendee');
    expect(seen.viewerCanContribute).toBe(false);
    expect(current(seen).eligibleCount).toBe(2);
    const beat = await postAs('attendee', meetingPaths.presence, { meetingId: NEXT, here: true });
    expect(beat.status, JSON.stringify(beat.body)).toBe(200);
    const host = await detail('host');
    expect(host.watching.map((person) => person.id)).toEqual([SEED_USERS.attendee]);
    expect(host.participants.map((person) => person.id)).not.toContain(SEED_USERS.attendee);
    expect(current(host).eligibleCount).toBe(2);
    // Leaving the page: no longer watching.
    await postAs('attendee', meetingPaths.presence, { meetingId: NEXT, here: false });
    expect((await detail('host')).watching).toEqual([]);
  });

  test('a spectator never writes, marks ready or takes a control (403), and nothing changes', async () => {
    await startedWithoutAda();
    const phaseId = current(await detail('attendee')).id;
    const { before, after } = await snapshotsAround(async () => {
      for (const [path, body] of [
        [meetingPaths.ideaSave, { phaseId, text: 'A spectator writing' }],
        [meetingPaths.ready, { meetingId: NEXT, ready: true }],
        [meetingPaths.advance, { meetingId: NEXT }],
      ] as const) {
        expect((await postAs('attendee', path, body)).status, path).toBe(403);
      }
    });
    expect(after).toEqual(before);
  });
});

describe("the rota: the initiative's next meeting is facilitated in turn", () => {
  const ROADMAP = 'initiative-roadmap';
  const initiative = async (who: Who) =>
    (await getAs<InitiativeDetail>(who, initiativePaths.item, { id: ROADMAP })).body;
  const rotaOf = (detail: InitiativeDetail) => [
    detail.ownerId,
    ...detail.memberIds.filter((id) => id !== detail.ownerId),
  ];
  const plan = (extra: Record<string, unknown>) =>
    postAs('host', meetingPaths.save, {
      initiativeId: ROADMAP,
      title: 'Next in turn',
      scheduledAt: '2099-01-01T09:00:00.000Z',
      ...extra,
    });

  test('after a meeting the host led, the next member in turn is proposed; a meeting they lead moves the rota on', async () => {
    const before = await initiative('host');
    const rota = rotaOf(before);
    expect(rota.length).toBeGreaterThan(2);
    expect(before.nextFacilitatorId).toBe(rota[1]);
    const next = rota[1] as string;
    const planned = await plan({ coHostIds: [next], facilitatorId: next });
    expect(planned.status, JSON.stringify(planned.body)).toBe(200);
    expect(planned.body.facilitatorId).toBe(next);
    expect((await initiative('host')).nextFacilitatorId).toBe(rota[2]);
    // Whose turn it is sees none proposed: they lead by hosting.
    expect(
      (await initiative(rota[2] === SEED_USERS.staff ? 'staff' : 'attendee')).nextFacilitatorId,
    ).toBeNull();
  });

  test('the lead goes to the host or a co-host (400), before the start only (409); nothing changes', async () => {
    const { before, after } = await snapshotsAround(async () => {
      const stranger = await plan({ facilitatorId: SEED_USERS.staff });
      expect(stranger.status).toBe(400);
      expect(stranger.body.error.message).toMatch(/^facilitatorId: /);
      const live = await saveLive({ facilitatorId: null });
      expect(live.status).toBe(409);
    });
    expect(after).toEqual(before);
  });
});
