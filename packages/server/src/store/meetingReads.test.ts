import { accessTokenFor } from '@chorus/domain';
import { initiativePaths, meetingPaths } from '@chorus/domain/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../app';
import { addMembers, callApi, countingServer, newInitiative } from '../test/api';

/**
 * A meeting's reads and the presence heartbeat from the instance's copy of the meeting (store/meetingReads.ts):
 * one statement each (and the heartbeat's one write), the copy follows every change, and who may see the
 * meeting is decided on the initiative as it is now.
 */

const call = callApi;

describe('a meeting read from the instance’s copy', () => {
  let server: RunningServer;
  let sent: Awaited<ReturnType<typeof countingServer>>['sent'];
  beforeAll(async () => {
    ({ server, sent } = await countingServer('meeting-reads-test'));
  }, 60_000);
  afterAll(async () => {
    await server?.stop(1000);
  });

  /** A host's initiative with two members (made in the tables) and a meeting with `attendees` of them. */
  async function meetingOf(attendees: number) {
    const host = await accessTokenFor(server.auth, 'user-host');
    const initiativeId = await newInitiative(server, host, 'Reads');
    const people = await addMembers(server, initiativeId, 2, 'reader', 'Reader');
    const meeting = await call(server, host, meetingPaths.save, {
      initiativeId,
      title: 'Read me',
      scheduledAt: new Date().toISOString(),
      template: 'custom',
      attendeeIds: people.slice(0, attendees),
      phases: [{ type: 'silentIdeate', title: 'Ideas', prompt: 'Ideas?', timeboxSec: null }],
    });
    expect(meeting.status, JSON.stringify(meeting.body)).toBe(200);
    const tokens = await Promise.all(people.map((uid) => accessTokenFor(server.auth, uid)));
    return { host, initiativeId, meetingId: meeting.body.id as string, people, tokens };
  }

  test('a heartbeat of someone already here is the session’s check, one read and one write', async () => {
    const { meetingId, tokens } = await meetingOf(2);
    const beat = () => call(server, tokens[0] as string, meetingPaths.presence, { meetingId, here: true });
    expect((await beat()).status).toBe(200);
    const beating = await sent(beat);
    const again = beating.result;
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(
      again.body.participants.find((p: { id: string }) => p.id === again.body.participants[1].id),
    ).toBeTruthy();
    expect(beating.kinds).toEqual(['select', 'select', 'insert']);
    // The meeting's page likewise: the session's check and one read.
    const reading = await sent(() =>
      call(server, tokens[1] as string, `${meetingPaths.item}?id=${meetingId}`),
    );
    const page = reading.result;
    expect(page.status).toBe(200);
    expect(reading.statements).toHaveLength(2);
    const here = (page.body.participants as { id: string; here: boolean }[])
      .filter((p) => p.here)
      .map((p) => p.id);
    expect(here).toHaveLength(1);
  });

  test('the copy follows every change: a read after a write answers the write', async () => {
    const { host, meetingId, tokens } = await meetingOf(1);
    const read = async () =>
      (await call(server, tokens[0] as string, `${meetingPaths.item}?id=${meetingId}`)).body;
    expect((await read()).status).toBe('scheduled');
    const started = await call(server, host, meetingPaths.start, { id: meetingId });
    expect(started.status).toBe(200);
    const live = await read();
    expect(live.status).toBe('live');
    const phaseId = live.currentPhaseId as string;
    const saved = await call(server, tokens[0] as string, meetingPaths.ideaSave, {
      phaseId,
      text: 'Seen at once',
    });
    expect(saved.status).toBe(200);
    const ideas = await call(server, tokens[0] as string, `${meetingPaths.ideas}?meetingId=${meetingId}`);
    expect(ideas.status).toBe(200);
    expect(JSON.stringify(ideas.body)).toContain('Seen at once');
  });

  test('a member removed from the initiative no longer sees the meeting the instance keeps in memory', async () => {
    const { host, initiativeId, meetingId, people, tokens } = await meetingOf(0);
    const page = () => call(server, tokens[1] as string, `${meetingPaths.item}?id=${meetingId}`);
    expect((await page()).status).toBe(200);
    const removed = await call(server, host, initiativePaths.removeMember, {
      initiativeId,
      userId: people[1],
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    const after = await page();
    expect(after.status).toBe(404);
    expect(JSON.stringify(after.body)).not.toContain('Read me');
    const beat = await call(server, tokens[1] as string, meetingPaths.presence, { meetingId, here: true });
    expect(beat.status).toBe(404);
  });
});
