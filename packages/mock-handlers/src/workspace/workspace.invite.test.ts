import { beforeAll, describe, expect, test } from 'vitest';
import {
  authPaths,
  type InitiativeDetail,
  initiativePaths,
  type InitiativeSummary,
  MAX_PENDING_INVITATIONS,
  type MyInvitation,
  SEED_INITIATIVES,
  SEED_INVITATIONS,
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
import { api, apiPost, stored, useMockServer } from '../test/server';

/** Invitations with consent (issue 14): the contract as each kind of member meets it. */

useMockServer();
beforeAll(signInSeedAccounts);

const { onboarding, roadmap } = SEED_INITIATIVES;

async function expectUnchanged(refused: () => Promise<unknown>): Promise<void> {
  const { before, after } = await snapshotsAround(refused);
  expect(after).toEqual(before);
}

const detailAs = async (who: Parameters<typeof getAs>[0], id: string) =>
  (await getAs<InitiativeDetail>(who, initiativePaths.item, { id })).body;

/** Registers a new account through the API; its requests then carry its token. */
async function register(email: string, displayName = 'Nia Newcomer') {
  const answer = await apiPost<{ user: { uid: string }; access_token: string }>(authPaths.register, {
    displayName,
    email,
    password: 'secret-1',
  });
  expect(answer.status).toBe(200);
  const headers = { Authorization: `Bearer ${answer.body.access_token}` };
  return {
    uid: answer.body.user.uid,
    get: <T>(path: string, query: Record<string, string> = {}) => api<T>(path, { query, headers }),
    post: <T>(path: string, body: unknown) => apiPost<T>(path, body, { headers }),
  };
}

test('every invitation and member call needs a signed-in user (401); nothing changes', async () => {
  const { invitations, invite, withdraw, accept, decline, leave, removeMember } = initiativePaths;
  await expectUnchanged(async () => {
    expect((await api(invitations)).status).toBe(401);
    for (const path of [invite, withdraw, accept, decline, leave, removeMember]) {
      const anonymous = await apiPost(path, {
        id: SEED_INVITATIONS.outsiderToRoadmap,
        initiativeId: roadmap,
      });
      expect([anonymous.status, anonymous.body.error.code], path).toEqual([401, 'UNAUTHENTICATED']);
    }
  });
});

describe('sending invitations', () => {
  test('the host sees "pending" whether or not the e-mail has an account, and nobody becomes a member', async () => {
    const known = await postAs<InitiativeDetail>('host', initiativePaths.invite, {
      initiativeId: onboarding,
      email: '  Outsider@Chorus.dev\u200b ',
    });
    const unknown = await postAs<InitiativeDetail>('host', initiativePaths.invite, {
      initiativeId: onboarding,
      email: 'nobody-yet@example.org',
    });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    const [forKnown, forUnknown] = [known.body.invitations[0], unknown.body.invitations[1]];
    expect(forKnown).toMatchObject({ email: 'outsider@chorus.dev', status: 'pending' });
    expect(forUnknown).toMatchObject({ email: 'nobody-yet@example.org', status: 'pending' });
    // The same shape for both: nothing in the answer tells which e-mail has an account.
    expect(Object.keys(forKnown ?? {}).sort()).toEqual(Object.keys(forUnknown ?? {}).sort());
    expect(unknown.body.memberIds).toEqual([SEED_USERS.host, SEED_USERS.staff, SEED_USERS.attendee]);
    expect(secretKeyPaths(unknown.body)).toEqual([]);
    expect(JSON.stringify(unknown.body)).not.toContain(SEED_USERS.outsider);
  });

  test("inviting an e-mail again, or the owner's own, changes nothing and answers the same", async () => {
    const first = await postAs<InitiativeDetail>('host', initiativePaths.invite, {
      initiativeId: onboarding,
      email: 'twice@example.org',
    });
    const again = await postAs<InitiativeDetail>('host', initiativePaths.invite, {
      initiativeId: onboarding,
      email: 'TWICE@example.org',
    });
    const own = await postAs<InitiativeDetail>('host', initiativePaths.invite, {
      initiativeId: onboarding,
      email: 'host@chorus.dev',
    });
    expect(again.body.invitations).toEqual(first.body.invitations);
    expect(own.body.invitations).toEqual(first.body.invitations);
  });

  test('a new initiative can be created with invitations; member ids in a save are ignored', async () => {
    const created = await postAs<InitiativeDetail>('host', initiativePaths.save, {
      title: 'Hiring loop',
      invite: ['attendee@chorus.dev', 'new-person@example.org'],
      memberIds: [SEED_USERS.attendee],
    });
    expect(created.status).toBe(200);
    expect(created.body.memberIds).toEqual([SEED_USERS.host]);
    expect(created.body.invitations.map((entry) => entry.email)).toEqual([
      'attendee@chorus.dev',
      'new-person@example.org',
    ]);
    const mine = (await getAs<MyInvitation[]>('attendee', initiativePaths.invitations)).body;
    expect(mine.map((entry) => entry.initiativeTitle)).toContain('Hiring loop');
  });

  test('only the owner invites or withdraws; bad input is refused; nothing changes', async () => {
    await expectUnchanged(async () => {
      for (const who of ['staff', 'attendee'] as const) {
        const refused = await postAs(who, initiativePaths.invite, {
          initiativeId: roadmap,
          email: 'a@b.org',
        });
        expect([refused.status, refused.body.error.code]).toEqual([403, 'FORBIDDEN']);
        expect(
          (await postAs(who, initiativePaths.withdraw, { id: SEED_INVITATIONS.outsiderToRoadmap })).status,
        ).toBe(403);
      }
      // The outsider does not learn the initiative exists, even as its invitee.
      expect(
        (await postAs('outsider', initiativePaths.invite, { initiativeId: roadmap, email: 'a@b.org' }))
          .status,
      ).toBe(404);
      expect(
        (await postAs('outsider', initiativePaths.withdraw, { id: SEED_INVITATIONS.outsiderToRoadmap }))
          .status,
      ).toBe(404);
      for (const email of ['', 'not an e-mail', '\u200b', `${'a'.repeat(300)}@b.org`, 42]) {
        const refused = await postAs('host', initiativePaths.invite, { initiativeId: roadmap, email });
        expect([refused.status, refused.body.error.code]).toEqual([400, 'VALIDATION']);
      }
      expect((await postAs('host', initiativePaths.invite, { email: 'a@b.org' })).status).toBe(400);
      expect(
        (await postAs('host', initiativePaths.save, { title: 'Invites', invite: ['fine@b.org', 'nope'] }))
          .status,
      ).toBe(400);
    });
  });

  test(`at most ${MAX_PENDING_INVITATIONS} invitations wait on one initiative (409)`, async () => {
    const invite = Array.from({ length: MAX_PENDING_INVITATIONS - 1 }, (_, i) => `p${i}@example.org`);
    expect(
      (await postAs('host', initiativePaths.save, { id: roadmap, title: 'Roadmap', invite })).status,
    ).toBe(200);
    await expectUnchanged(async () => {
      const refused = await postAs('host', initiativePaths.invite, {
        initiativeId: roadmap,
        email: 'x@y.org',
      });
      expect([refused.status, refused.body.error.code]).toEqual([409, 'INVALID_STATE']);
    });
  });
});

describe('answering invitations', () => {
  test('an existing user sees only the title and the host name, accepts, and is a member', async () => {
    const mine = (await getAs<MyInvitation[]>('outsider', initiativePaths.invitations)).body;
    expect(mine).toEqual([
      {
        id: SEED_INVITATIONS.outsiderToRoadmap,
        initiativeId: roadmap,
        initiativeTitle: 'Product roadmap priorities',
        hostName: 'Hana Host',
        invitedAt: expect.any(String),
      },
    ]);
    // Invited is not a member: the initiative stays closed until they accept.
    expect((await getAs('outsider', initiativePaths.item, { id: roadmap })).status).toBe(404);
    expect((await getAs('staff', initiativePaths.invitations)).body).toEqual([]);

    const accepted = await postAs<InitiativeDetail>('outsider', initiativePaths.accept, {
      id: SEED_INVITATIONS.outsiderToRoadmap,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ id: roadmap, viewerIsOwner: false, invitations: [] });
    expect(accepted.body.memberIds).toContain(SEED_USERS.outsider);
    expect((await getAs<MyInvitation[]>('outsider', initiativePaths.invitations)).body).toEqual([]);
    const list = (await getAs<InitiativeSummary[]>('outsider', initiativePaths.items)).body;
    expect(list.map((entry) => entry.id)).toEqual([roadmap]);
    const host = await detailAs('host', roadmap);
    expect(host.members.map((member) => member.displayName)).toContain('Omar Outsider');
    expect(host.invitations).toEqual([]);
  });

  test('an unknown e-mail waits; the person registers with it, sees the invitation, accepts', async () => {
    await postAs('host', initiativePaths.invite, { initiativeId: onboarding, email: 'nia@example.org' });
    const nia = await register('Nia@Example.org');
    const mine = (await nia.get<MyInvitation[]>(initiativePaths.invitations)).body;
    expect(mine.map((entry) => [entry.initiativeTitle, entry.hostName])).toEqual([
      ['Onboarding revamp', 'Hana Host'],
    ]);
    expect((await nia.get(initiativePaths.item, { id: onboarding })).status).toBe(404);
    const accepted = await nia.post<InitiativeDetail>(initiativePaths.accept, { id: mine[0]?.id });
    expect(accepted.status).toBe(200);
    expect((await nia.get(initiativePaths.item, { id: onboarding })).status).toBe(200);
    // Joining makes them an attendee of the meetings still to come, not of past ones.
    const { meetings } = await stored();
    const scheduled = meetings.meetings.find((meeting) => meeting.id === SEED_MEETINGS.scheduled);
    const past = meetings.meetings.find((meeting) => meeting.id === SEED_MEETINGS.retro);
    expect(scheduled?.attendeeIds).toContain(nia.uid);
    expect(past?.attendeeIds).not.toContain(nia.uid);
    const host = await detailAs('host', onboarding);
    expect(host.members.map((member) => member.displayName)).toContain('Nia Newcomer');
    expect(host.invitations).toEqual([]);
  });

  test("a decline is the invitee's: it disappears for them and still reads 'pending' to the host", async () => {
    const declined = await postAs('outsider', initiativePaths.decline, {
      id: SEED_INVITATIONS.outsiderToRoadmap,
    });
    expect(declined.body).toEqual({ id: SEED_INVITATIONS.outsiderToRoadmap });
    expect((await getAs('outsider', initiativePaths.invitations)).body).toEqual([]);
    expect((await detailAs('host', roadmap)).invitations).toMatchObject([
      { id: SEED_INVITATIONS.outsiderToRoadmap, status: 'pending' },
    ]);
    await expectUnchanged(async () => {
      expect(
        (await postAs('outsider', initiativePaths.accept, { id: SEED_INVITATIONS.outsiderToRoadmap })).status,
      ).toBe(404);
    });
    // The host withdraws it: gone for everyone.
    const withdrawn = await postAs<InitiativeDetail>('host', initiativePaths.withdraw, {
      id: SEED_INVITATIONS.outsiderToRoadmap,
    });
    expect(withdrawn.body.invitations).toEqual([]);
  });

  test("nobody answers someone else's invitation (404); nothing changes", async () => {
    await expectUnchanged(async () => {
      for (const who of ['host', 'staff', 'attendee'] as const) {
        for (const path of [initiativePaths.accept, initiativePaths.decline]) {
          const refused = await postAs(who, path, { id: SEED_INVITATIONS.outsiderToRoadmap });
          expect([refused.status, refused.body.error.code]).toEqual([404, 'NOT_FOUND']);
        }
      }
      expect((await postAs('outsider', initiativePaths.accept, { id: 'nope' })).status).toBe(404);
      expect((await postAs('outsider', initiativePaths.accept, {})).status).toBe(400);
      expect((await api(initiativePaths.invitations)).status).toBe(401);
    });
  });

  test('a withdrawn invitation, or one to a deleted initiative, is gone for its invitee', async () => {
    await postAs('host', initiativePaths.invite, { initiativeId: onboarding, email: 'outsider@chorus.dev' });
    expect((await getAs<MyInvitation[]>('outsider', initiativePaths.invitations)).body).toHaveLength(2);
    expect((await postAs('host', initiativePaths.delete, { id: onboarding })).status).toBe(200);
    const { initiatives } = await stored();
    expect(initiatives.invitations.some((entry) => entry.initiativeId === onboarding)).toBe(false);
    await postAs('host', initiativePaths.withdraw, { id: SEED_INVITATIONS.outsiderToRoadmap });
    expect((await getAs('outsider', initiativePaths.invitations)).body).toEqual([]);
  });

  test('members other than the owner never see who was invited', async () => {
    for (const who of ['staff', 'attendee'] as const) {
      const detail = await detailAs(who, roadmap);
      expect(detail.invitations).toEqual([]);
      expect(JSON.stringify(detail)).not.toContain('outsider@chorus.dev');
    }
  });
});

describe('leaving', () => {
  test('a member leaves: the initiative and its meetings to come are no longer theirs', async () => {
    const left = await postAs('attendee', initiativePaths.leave, { id: onboarding });
    expect(left.body).toEqual({ id: onboarding });
    expect((await getAs('attendee', initiativePaths.item, { id: onboarding })).status).toBe(404);
    const { meetings } = await stored();
    const scheduled = meetings.meetings.find((meeting) => meeting.id === SEED_MEETINGS.scheduled);
    expect(scheduled?.attendeeIds).not.toContain(SEED_USERS.attendee);
    expect((await detailAs('host', onboarding)).memberIds).not.toContain(SEED_USERS.attendee);
  });

  test('the owner removes a member; only the owner may', async () => {
    await expectUnchanged(async () => {
      const refused = await postAs('staff', initiativePaths.removeMember, {
        initiativeId: onboarding,
        userId: SEED_USERS.attendee,
      });
      expect([refused.status, refused.body.error.code]).toEqual([403, 'FORBIDDEN']);
    });
    const removed = await postAs<InitiativeDetail>('host', initiativePaths.removeMember, {
      initiativeId: onboarding,
      userId: SEED_USERS.staff,
    });
    expect(removed.body.memberIds).toEqual([SEED_USERS.host, SEED_USERS.attendee]);
  });

  test('the owner cannot leave; nobody leaves during a live meeting they are in; non-members get 404', async () => {
    await expectUnchanged(async () => {
      const owner = await postAs('host', initiativePaths.leave, { id: onboarding });
      expect([owner.status, owner.body.error.code]).toEqual([409, 'INVALID_STATE']);
      const live = await postAs('staff', initiativePaths.leave, { id: roadmap });
      expect([live.status, live.body.error.message]).toEqual([
        409,
        'You are in a live meeting of this initiative: leave once it has ended',
      ]);
      expect(
        (
          await postAs('host', initiativePaths.removeMember, {
            initiativeId: roadmap,
            userId: SEED_USERS.attendee,
          })
        ).status,
      ).toBe(409);
      expect((await postAs('outsider', initiativePaths.leave, { id: roadmap })).status).toBe(404);
      expect(
        (
          await postAs('host', initiativePaths.removeMember, {
            initiativeId: onboarding,
            userId: SEED_USERS.outsider,
          })
        ).status,
      ).toBe(404);
      expect((await postAs('host', initiativePaths.leave, { id: 42 })).status).toBe(400);
    });
  });
});
