import { SEED_INITIATIVES, SEED_USERS, accessTokenFor } from '@chorus/domain';
import { initiativePaths, meetingPaths } from '@chorus/domain/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../app';
import { callApi, countingServer } from '../test/api';
import { setNarrowListReads } from './data';

/**
 * The lists over the viewer's initiatives (the meetings' list the navigation's badge reads on every change, the
 * initiatives' cards) load the records they read alone (store/data.ts LIST_READS): for every seeded account and
 * every filter, the answer is the one the whole load gives, and no idea, ballot or note is read to give it.
 */

describe('the lists read what they show', () => {
  let server: RunningServer;
  let sent: Awaited<ReturnType<typeof countingServer>>['sent'];
  beforeAll(async () => {
    ({ server, sent } = await countingServer('list-reads-test'));
  }, 60_000);
  afterAll(async () => {
    setNarrowListReads(true);
    await server?.stop(1000);
  });

  const lists = [
    meetingPaths.items,
    `${meetingPaths.items}?status=live`,
    `${meetingPaths.items}?initiativeId=${SEED_INITIATIVES.roadmap}`,
    initiativePaths.items,
    `${initiativePaths.items}?status=active`,
  ];

  test.each(Object.entries(SEED_USERS))('%s: each list as the whole load answers it', async (_, uid) => {
    const token = await accessTokenFor(server.auth, uid);
    for (const path of lists) {
      const narrow = await sent(() => callApi(server, token, path));
      setNarrowListReads(false);
      try {
        const whole = await sent(() => callApi(server, token, path));
        expect(narrow.result.status, path).toBe(200);
        expect(narrow.result.body, path).toEqual(whole.result.body);
        // The whole load reads the ideas of every meeting of the viewer's initiatives; the list, none.
        const readsIdeas = (statements: string[]) => statements.some((q) => /from "ideas"/.test(q));
        expect(readsIdeas(whole.statements), path).toBe(true);
        expect(readsIdeas(narrow.statements), path).toBe(false);
      } finally {
        setNarrowListReads(true);
      }
    }
  });

  test('a list shows what changed since (a meeting started), as the whole load does', async () => {
    const host = await accessTokenFor(server.auth, SEED_USERS.host);
    const before = await callApi(server, host, `${meetingPaths.items}?status=live`);
    const scheduled = (await callApi(server, host, `${meetingPaths.items}?status=scheduled`)).body as Array<{
      id: string;
    }>;
    const meetingId = scheduled[0]?.id as string;
    expect(meetingId).toBeTruthy();
    expect((await callApi(server, host, meetingPaths.start, { id: meetingId })).status).toBe(200);
    const after = await callApi(server, host, `${meetingPaths.items}?status=live`);
    expect(after.body.map((m: { id: string }) => m.id)).toContain(meetingId);
    expect(after.body).toHaveLength(before.body.length + 1);
  });
});
