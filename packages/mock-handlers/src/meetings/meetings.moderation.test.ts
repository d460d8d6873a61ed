import { beforeAll, describe, expect, test } from 'vitest';
import { useMockServer } from '../test/server';
import { type IdeasResponse, meetingPaths, SEED_MEETINGS } from '@chorus/domain';
import {
  type Who,
  getAs,
  postAs,
  secretKeyPaths,
  signInSeedAccounts,
  snapshotsAround,
  meetingAs,
} from './meetings.test-helpers';

/** Moderation is visible: hiding asks a reason, every member sees the trace, the author sees why. */
useMockServer();
beforeAll(signInSeedAccounts);

const LIVE = SEED_MEETINGS.live;
const meeting = (who: Who) => meetingAs(who, LIVE);
const ideas = async (who: Who) =>
  (await getAs<IdeasResponse>(who, meetingPaths.ideas, { meetingId: LIVE })).body;

describe('moderation is visible', () => {
  test('hiding without a reason is refused (400) and changes nothing', async () => {
    await postAs('host', meetingPaths.reveal, { meetingId: LIVE });
    const target = (await ideas('host')).ideas.find((idea) => !idea.isMine) as { id: string };
    const { before, after } = await snapshotsAround(async () => {
      for (const body of [{ id: target.id }, { id: target.id, hidden: true, reason: ' \u200b' }]) {
        const refused = await postAs('host', meetingPaths.ideaHide, body);
        expect(refused.status).toBe(400);
        expect(refused.body.error.code).toBe('VALIDATION');
      }
    });
    expect(after).toEqual(before);
  });

  test('every member sees "hidden by the host" with the reason; the author sees their idea marked', async () => {
    await postAs('host', meetingPaths.reveal, { meetingId: LIVE });
    const staffIdea = (await ideas('staff')).ideas.find((idea) => idea.isMine) as {
      id: string;
      text: string;
    };
    const hidden = await postAs('host', meetingPaths.ideaHide, { id: staffIdea.id, reason: ' off-topic ' });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ hidden: true, hiddenReason: 'off-topic' });
    for (const who of ['host', 'staff', 'attendee'] as const) {
      const detail = await meeting(who);
      expect(detail.moderation).toEqual([{ reason: 'off-topic', count: 1 }]);
      expect(secretKeyPaths(detail)).toEqual([]);
    }
    const own = (await ideas('staff')).ideas.find((idea) => idea.id === staffIdea.id);
    expect(own).toMatchObject({ hidden: true, hiddenReason: 'off-topic', isMine: true });
    expect((await ideas('attendee')).ideas.some((idea) => idea.id === staffIdea.id)).toBe(false);
    expect(JSON.stringify(await ideas('attendee'))).not.toContain(staffIdea.text);

    const shown = await postAs('host', meetingPaths.ideaHide, { id: staffIdea.id, hidden: false });
    expect(shown.body).toMatchObject({ hidden: false, hiddenReason: null });
    expect((await meeting('attendee')).moderation).toEqual([]);
  });
});
