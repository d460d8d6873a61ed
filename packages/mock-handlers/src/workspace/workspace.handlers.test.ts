import { beforeAll, describe, expect, test } from 'vitest';
import {
  type InitiativeDetail,
  initiativePaths,
  type InitiativeSummary,
  meetingPaths,
  SEED_INITIATIVES,
  SEED_MEETINGS,
} from '@chorus/domain';
import {
  SEED_USERS,
  getAs,
  postAs,
  secretKeyPaths,
  signInSeedAccounts,
  snapshotsAround,
} from '../meetings/meetings.test-helpers';
import { stored, useMockServer } from '../test/server';

useMockServer();
beforeAll(signInSeedAccounts);

const expectNoSecrets = (body: unknown) => expect(secretKeyPaths(body)).toEqual([]);
/** A refused request changes nothing: the whole database snapshot is equal before and after. */
async function expectUnchanged(refused: () => Promise<unknown>): Promise<void> {
  const { before, after } = await snapshotsAround(refused);
  expect(after).toEqual(before);
}

describe('reading initiatives', () => {
  test("the list holds the viewer's initiatives only, with members and derived counts", async () => {
    const host = (await getAs<InitiativeSummary[]>('host', initiativePaths.items)).body;
    expect(host.map((i) => i.id).sort()).toEqual(Object.values(SEED_INITIATIVES).sort());
    const attendee = (await getAs<InitiativeSummary[]>('attendee', initiativePaths.items)).body;
    expect(attendee.map((i) => i.id).sort()).toEqual([SEED_INITIATIVES.onboarding, SEED_INITIATIVES.roadmap]);
    expect((await getAs('outsider', initiativePaths.items)).body).toEqual([]);
    const roadmap = attendee.find((i) => i.id === SEED_INITIATIVES.roadmap) as InitiativeSummary;
    expect(roadmap.members.map((m) => m.displayName)).toEqual(['Hana Host', 'Sami Staff', 'Ada Attendee']);
    expect(roadmap.meetingCount).toBe(2);
    // Its meeting is live (nothing else is planned): "Live now", not a "next meeting" at its start.
    expect(roadmap.liveMeeting).toEqual({ id: SEED_MEETINGS.live, title: 'What should we build next?' });
    expect(roadmap.nextMeetingAt).toBeNull();
    expect(roadmap.openDecisionCount).toBe(1);
    expect(roadmap.viewerIsOwner).toBe(false);
    const offsite = host.find((i) => i.id === SEED_INITIATIVES.offsite) as InitiativeSummary;
    expect(offsite.openDecisionCount).toBe(0);
    expectNoSecrets(host);
  });

  test('search and status filter', async () => {
    const archived = (await getAs<InitiativeSummary[]>('host', initiativePaths.items, { status: 'archived' }))
      .body;
    expect(archived.map((i) => i.id)).toEqual([SEED_INITIATIVES.offsite]);
    const found = (await getAs<InitiativeSummary[]>('host', initiativePaths.items, { q: 'ONBOARD' })).body;
    expect(found.map((i) => i.id)).toEqual([SEED_INITIATIVES.onboarding]);
    expect((await getAs('host', initiativePaths.items, { status: 'bogus' })).status).toBe(400);
  });

  test('the detail carries its meetings and the decision log, newest first, with review dates', async () => {
    const detail = (
      await getAs<InitiativeDetail>('staff', initiativePaths.item, { id: SEED_INITIATIVES.onboarding })
    ).body;
    expect(detail.meetings.map((m) => m.id)).toEqual([SEED_MEETINGS.scheduled, SEED_MEETINGS.retro]);
    expect(detail.outcomes).toHaveLength(1);
    expect(detail.outcomes[0]).toMatchObject({
      meetingId: SEED_MEETINGS.retro,
      reviewOn: expect.any(String),
    });
    expectNoSecrets(detail);
    expect((await getAs('outsider', initiativePaths.item, { id: SEED_INITIATIVES.onboarding })).status).toBe(
      404,
    );
    expect((await getAs('host', initiativePaths.item, { id: 'nope' })).status).toBe(404);
  });
});

describe('changing initiatives', () => {
  test('a host creates an initiative; they own it and are its only member until someone accepts', async () => {
    const created = await postAs<InitiativeDetail>('host', initiativePaths.save, {
      title: 'Hiring loop',
      description: 'Fairer interviews',
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ ownerId: SEED_USERS.host, status: 'active', viewerIsOwner: true });
    expect(created.body.memberIds).toEqual([SEED_USERS.host]);
    expect(
      (await getAs<InitiativeSummary[]>('staff', initiativePaths.items)).body.map((i) => i.id),
    ).not.toContain(created.body.id);
    const updated = await postAs('host', initiativePaths.save, {
      id: created.body.id,
      title: 'Hiring loop v2',
      status: 'archived',
    });
    expect(updated.body).toMatchObject({
      title: 'Hiring loop v2',
      status: 'archived',
      memberIds: [SEED_USERS.host],
    });
  });

  test('empty titles are refused (400); nothing changes', async () => {
    await expectUnchanged(async () => {
      expect((await postAs('host', initiativePaths.save, { title: ' ' })).status).toBe(400);
    });
  });

  test('attendees may not create, edit or delete (403); non-members get 404; nothing changes', async () => {
    await expectUnchanged(async () => {
      for (const who of ['staff', 'attendee'] as const) {
        expect((await postAs(who, initiativePaths.save, { title: 'Mine' })).status).toBe(403);
        expect(
          (await postAs(who, initiativePaths.save, { id: SEED_INITIATIVES.roadmap, title: 'x' })).status,
        ).toBe(403);
        expect((await postAs(who, initiativePaths.delete, { id: SEED_INITIATIVES.onboarding })).status).toBe(
          403,
        );
      }
      expect(
        (await postAs('outsider', initiativePaths.save, { id: SEED_INITIATIVES.roadmap, title: 'x' })).status,
      ).toBe(404);
      expect(
        (await postAs('outsider', initiativePaths.delete, { id: SEED_INITIATIVES.roadmap })).status,
      ).toBe(404);
    });
  });

  test('delete is refused while one of its meetings is live, and removes its meetings otherwise', async () => {
    await expectUnchanged(async () => {
      const refused = await postAs('host', initiativePaths.delete, { id: SEED_INITIATIVES.roadmap });
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('INVALID_STATE');
    });
    expect((await postAs('host', initiativePaths.delete, { id: SEED_INITIATIVES.onboarding })).status).toBe(
      200,
    );
    const after = await stored();
    expect(after.initiatives.initiatives.some((i) => i.id === SEED_INITIATIVES.onboarding)).toBe(false);
    expect(after.meetings.meetings.some((m) => m.initiativeId === SEED_INITIATIVES.onboarding)).toBe(false);
    expect(after.meetings.outcomes.some((o) => o.initiativeId === SEED_INITIATIVES.onboarding)).toBe(false);
    expect((await getAs('host', meetingPaths.item, { id: SEED_MEETINGS.retro })).status).toBe(404);
  });
});
