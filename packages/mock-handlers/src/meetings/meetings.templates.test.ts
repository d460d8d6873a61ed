import { beforeAll, describe, expect, test } from 'vitest';
import {
  type MeetingDetail,
  meetingPaths,
  type OwnTemplateView,
  SEED_INITIATIVES,
  SEED_MEETINGS,
  TEMPLATES_PER_INITIATIVE,
} from '@chorus/domain';
import { useMockServer } from '../test/server';
import { getAs, meetingAs, postAs, signInSeedAccounts, snapshotsAround } from './meetings.test-helpers';

/** Issue 35: an initiative's own templates, saved from a meeting's agenda and shared with its members. */
useMockServer();
beforeAll(signInSeedAccounts);

const NEXT = SEED_MEETINGS.scheduled;
/** The scheduled meeting's initiative. */
const INITIATIVE = SEED_INITIATIVES.onboarding;

async function expectUnchanged(refused: () => Promise<unknown>): Promise<void> {
  const { before, after } = await snapshotsAround(refused);
  expect(after).toEqual(before);
}
const list = async (who: 'host' | 'staff' | 'attendee' | 'outsider') =>
  getAs<OwnTemplateView[]>(who, meetingPaths.templates, { initiativeId: INITIATIVE });

describe("an initiative's own templates", () => {
  test('the host saves the agenda and settings under a name; every member sees it, nobody else; names are unique', async () => {
    const meeting = await meetingAs('host', NEXT);
    // The decide phase decides by gradients of agreement: the template keeps the method.
    const saved = await postAs('host', meetingPaths.save, {
      id: NEXT,
      initiativeId: meeting.initiativeId,
      title: meeting.title,
      scheduledAt: meeting.scheduledAt,
      phases: meeting.phases.map((phase) => ({
        id: phase.id,
        type: phase.type,
        title: phase.title,
        prompt: phase.prompt,
        timeboxSec: phase.timeboxSec,
        ...(phase.type === 'decide' ? { method: 'gradients' } : {}),
      })),
      settings: { quorum: 60 },
    });
    expect(saved.status).toBe(200);
    const agenda = (saved.body as MeetingDetail).phases;

    const response = await postAs<OwnTemplateView>('host', meetingPaths.templateSave, {
      meetingId: NEXT,
      name: '  Onboarding review ',
      description: 'How we review onboarding each month',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const template = response.body;
    expect(template).toMatchObject({
      name: 'Onboarding review',
      description: 'How we review onboarding each month',
      createdByName: 'Hana Host',
      viewerCanDelete: true,
      settings: expect.objectContaining({ quorum: 60 }),
    });
    expect(template.phases).toEqual(
      agenda.map((phase) => ({
        type: phase.type,
        title: phase.title,
        prompt: phase.prompt,
        timeboxSec: phase.timeboxSec,
        ...(phase.type === 'decide'
          ? { method: 'gradients' }
          : phase.type === 'vote'
            ? { method: 'dots' }
            : {}),
      })),
    );
    expect(JSON.stringify(template)).not.toContain('createdBy"');

    // Every member sees it (only its author and the owner may delete it); an outsider is told of no initiative.
    const seen = await list('attendee');
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual([{ ...template, viewerCanDelete: false }]);
    expect((await list('outsider')).status).toBe(404);

    await expectUnchanged(async () => {
      const attendee = await postAs('attendee', meetingPaths.templateSave, { meetingId: NEXT, name: 'Mine' });
      expect(attendee.status).toBe(403);
      const outsider = await postAs('outsider', meetingPaths.templateSave, {
        meetingId: NEXT,
        name: 'Theirs',
      });
      expect(outsider.status).toBe(404);
      const taken = await postAs('host', meetingPaths.templateSave, {
        meetingId: NEXT,
        name: 'ONBOARDING review',
      });
      expect(taken.status).toBe(409);
      expect(taken.body.error.message).toContain('exists already');
      const blank = await postAs('host', meetingPaths.templateSave, { meetingId: NEXT, name: '   ' });
      expect(blank.status).toBe(400);
      const deleteByOther = await postAs('staff', meetingPaths.templateDelete, {
        initiativeId: INITIATIVE,
        id: template.id,
      });
      expect(deleteByOther.status).toBe(403);
      const unknown = await postAs('host', meetingPaths.templateDelete, {
        initiativeId: INITIATIVE,
        id: 'nope',
      });
      expect(unknown.status).toBe(404);
    });

    const deleted = await postAs('host', meetingPaths.templateDelete, {
      initiativeId: INITIATIVE,
      id: template.id,
    });
    expect(deleted.status).toBe(200);
    expect((await list('staff')).body).toEqual([]);
  });

  test(`an initiative keeps at most ${TEMPLATES_PER_INITIATIVE} templates (409 for one more)`, async () => {
    for (let i = 1; i <= TEMPLATES_PER_INITIATIVE; i++) {
      const saved = await postAs('host', meetingPaths.templateSave, {
        meetingId: NEXT,
        name: `Template ${i}`,
      });
      expect(saved.status).toBe(200);
    }
    await expectUnchanged(async () => {
      const full = await postAs('host', meetingPaths.templateSave, { meetingId: NEXT, name: 'One more' });
      expect(full.status).toBe(409);
      expect(full.body.error.message).toContain(`at most ${TEMPLATES_PER_INITIATIVE} templates`);
    });
    expect((await list('host')).body.map((template) => template.name)).toContain('Template 20');
  });
});
