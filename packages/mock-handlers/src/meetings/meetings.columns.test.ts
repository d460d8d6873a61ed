import { beforeAll, describe, expect, test } from 'vitest';
import {
  type IdeaView,
  type MeetingDetail,
  type MeetingReport,
  meetingPaths,
  SEED_INITIATIVES,
  SEED_USERS,
} from '@chorus/domain';
import { useMockServer } from '../test/server';
import {
  getAs,
  ideasAs,
  meetingAs,
  postAs,
  signInSeedAccounts,
  snapshotsAround,
} from './meetings.test-helpers';

/**
 * Issue 35: a retrospective's "went well / to improve / try next" as idea columns of its Write alone phase. Each idea
 * is written in one of the phase's columns; everyone sees which once the ideas are revealed.
 */
useMockServer();
beforeAll(signInSeedAccounts);

const INITIATIVE = SEED_INITIATIVES.onboarding;
const COLUMNS = ['Went well', 'To improve', 'Try next'];
const scheduledAt = () => new Date(Date.now() + 3_600_000).toISOString();

async function expectUnchanged(refused: () => Promise<unknown>): Promise<void> {
  const { before, after } = await snapshotsAround(refused);
  expect(after).toEqual(before);
}

const save = (phases: unknown[]) =>
  postAs<MeetingDetail>('host', meetingPaths.save, {
    initiativeId: INITIATIVE,
    title: 'Sprint retro (columns)',
    scheduledAt: scheduledAt(),
    template: 'custom',
    attendeeIds: [SEED_USERS.staff, SEED_USERS.attendee],
    phases,
  });
const write = { type: 'silentIdeate', title: 'Reflect', prompt: '', timeboxSec: 300 };
const talk = { type: 'discuss', title: 'Discuss', prompt: '', timeboxSec: 300 };

describe('idea columns', () => {
  test('a Write alone phase takes 2 to 4 columns of their own; no other phase takes any', async () => {
    await expectUnchanged(async () => {
      for (const phases of [
        [{ ...write, columns: ['Went well'] }, talk],
        [{ ...write, columns: ['Went well', 'went well'] }, talk],
        [{ ...write, columns: ['A', 'B', 'C', 'D', 'E'] }, talk],
        [write, { ...talk, columns: COLUMNS }],
      ]) {
        const response = await save(phases);
        expect(response.status, JSON.stringify(phases)).toBe(400);
      }
    });
    const saved = await save([{ ...write, columns: COLUMNS }, talk]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.phases.map((phase) => phase.columns)).toEqual([COLUMNS, []]);
    // The built-in retrospective writes its reflections in three columns.
    const retro = await postAs<MeetingDetail>('host', meetingPaths.save, {
      initiativeId: INITIATIVE,
      title: 'Retro from the template',
      scheduledAt: scheduledAt(),
      template: 'retrospective',
    });
    expect(retro.body.phases[0]?.columns).toEqual(COLUMNS);
  });

  test('each idea goes in one of the columns; once revealed, everyone sees which', async () => {
    const meeting = (await save([{ ...write, columns: COLUMNS }, talk])).body;
    const phaseId = meeting.phases[0]?.id as string;
    expect((await postAs('host', meetingPaths.start, { id: meeting.id })).status).toBe(200);
    await expectUnchanged(async () => {
      for (const column of [3, -1, 1.5]) {
        const response = await postAs('staff', meetingPaths.ideaSave, {
          phaseId,
          text: 'Pairing helped',
          column,
        });
        expect(response.status, String(column)).toBe(400);
      }
    });
    // Written without a column (a client that knows none): in the first.
    const added = await postAs<IdeaView>('staff', meetingPaths.ideaSave, { phaseId, text: 'Pairing helped' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.column).toBe(0);
    const edited = await postAs<IdeaView>('staff', meetingPaths.ideaSave, {
      id: added.body.id,
      text: 'Pairing helped a lot',
      column: 2,
    });
    expect(edited.body).toMatchObject({ text: 'Pairing helped a lot', column: 2 });
    expect(
      (await postAs('attendee', meetingPaths.ideaSave, { phaseId, text: 'Long reviews', column: 1 })).status,
    ).toBe(200);
    expect((await postAs('host', meetingPaths.reveal, { meetingId: meeting.id })).status).toBe(200);
    const seen = (await ideasAs('host', meeting.id)).ideas.map((idea) => [idea.text, idea.column]);
    expect(seen.sort()).toEqual([
      ['Long reviews', 1],
      ['Pairing helped a lot', 2],
    ]);
    // The summary (the host's, at any time; its exports too) says each idea's column by name.
    const report = await getAs<MeetingReport>('host', meetingPaths.summary, { id: meeting.id });
    expect(report.status).toBe(200);
    expect(report.body.ungroupedIdeas.map((idea) => [idea.text, idea.column]).sort()).toEqual([
      ['Long reviews', 'To improve'],
      ['Pairing helped a lot', 'Try next'],
    ]);
    // A phase without columns refuses one.
    const plain = (await save([write, talk])).body;
    expect((await postAs('host', meetingPaths.start, { id: plain.id })).status).toBe(200);
    await expectUnchanged(async () => {
      const response = await postAs('staff', meetingPaths.ideaSave, {
        phaseId: plain.phases[0]?.id,
        text: 'In no column',
        column: 0,
      });
      expect(response.status).toBe(400);
    });
    expect((await meetingAs('staff', plain.id)).phases[0]?.columns).toEqual([]);
  });
});
