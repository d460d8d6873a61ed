import { beforeAll, describe, expect, test } from 'vitest';
import {
  CONTENT_SEARCH_PER_KIND,
  contentSearchPaths,
  type ContentSearchResponse,
  SEED_INITIATIVES,
  SEED_MEETINGS,
} from '@chorus/domain';
import type { Mail } from '../mail/mail.schema';
import { mailPaths } from '../mail/mail.contracts';
import { getAs, signInSeedAccounts, snapshotsAround } from '../meetings/meetings.test-helpers';
import { api, onServer, useMockServer } from '../test/server';

/**
 * The toolbar's content search (issue 18): one call, each viewer seeing only what they may. The same file runs
 * against the server (vitest `server` project), which searches initiatives and meetings only.
 */
useMockServer();
beforeAll(signInSeedAccounts);

type Who = Parameters<typeof getAs>[0];
const search = (who: Who, q: string) => getAs<ContentSearchResponse>(who, contentSearchPaths.search, { q });
const ids = (body: ContentSearchResponse, kind: string) =>
  body.results.filter((hit) => hit.kind === kind).map((hit) => hit.id);
const TEMPLATE_KINDS = ['contact', 'mail', 'todo', 'note'];

describe('who sees what', () => {
  test('a member finds initiatives and meetings by title, ignoring case, each with its route', async () => {
    const { status, body } = await search('attendee', 'ROADMAP');
    expect(status).toBe(200);
    expect(ids(body, 'initiative')).toEqual([SEED_INITIATIVES.roadmap]);
    const initiative = body.results.find((hit) => hit.kind === 'initiative');
    expect(initiative).toMatchObject({
      title: 'Product roadmap priorities',
      url: `/apps/initiatives/details?id=${SEED_INITIATIVES.roadmap}`,
    });
    const meeting = (await search('attendee', 'build next')).body.results;
    expect(meeting).toEqual([
      {
        kind: 'meeting',
        id: SEED_MEETINGS.live,
        title: 'What should we build next?',
        detail: 'Product roadmap priorities',
        url: `/apps/meetings/details?id=${SEED_MEETINGS.live}`,
      },
    ]);
  });

  test('initiatives and meetings of which the viewer is not a member are withheld (an invitation is not membership)', async () => {
    expect(ids((await search('host', 'offsite')).body, 'meeting')).toContain(SEED_MEETINGS.offsite);
    const attendee = (await search('attendee', 'offsite')).body;
    expect(ids(attendee, 'initiative')).toEqual([]);
    expect(ids(attendee, 'meeting')).toEqual([]);
    // The outsider is invited to the roadmap initiative but has not accepted.
    expect((await search('outsider', 'roadmap')).body.results).toEqual([]);
  });

  test('the template apps are searched only for the roles their route guards let in', async () => {
    const staffKinds = onServer() ? [] : TEMPLATE_KINDS;
    for (const who of ['host', 'staff'] as const) {
      expect((await search(who, 'a')).body.searched).toEqual(['initiative', 'meeting', ...staffKinds]);
    }
    for (const who of ['attendee', 'outsider'] as const) {
      const { body } = await search(who, 'a');
      expect(body.searched).toEqual(['initiative', 'meeting']);
      expect(body.results.filter((hit) => TEMPLATE_KINDS.includes(hit.kind))).toEqual([]);
    }
  });

  test.skipIf(onServer())('staff find a mail by its subject, linked to its folder', async () => {
    const inbox = (await getAs<Mail[]>('staff', mailPaths.mails, { folderHandle: 'inbox' })).body;
    const mail = inbox[0] as Mail;
    const staff = (await search('staff', mail.subject.toUpperCase())).body;
    expect(staff.results).toContainEqual(
      expect.objectContaining({
        kind: 'mail',
        id: mail.id,
        title: mail.subject,
        url: `/apps/mail/inbox/${mail.id}`,
      }),
    );
    // The same words as an attendee: no mail.
    expect(ids((await search('attendee', mail.subject)).body, 'mail')).toEqual([]);
  });

  test(`at most ${CONTENT_SEARCH_PER_KIND} hits of each kind, title matches first`, async () => {
    const { body } = await search('host', 'e');
    const kinds = new Set(body.results.map((hit) => hit.kind));
    expect(kinds.size).toBeGreaterThan(1);
    for (const kind of kinds) expect(ids(body, kind).length).toBeLessThanOrEqual(CONTENT_SEARCH_PER_KIND);
    for (const hit of body.results) expect(hit.url.startsWith('/apps/')).toBe(true);
  });
});

describe('refusals', () => {
  test('without a session: 401, even with a bad query', async () => {
    for (const query of [{ q: 'roadmap' }, {}] as Record<string, string>[]) {
      const response = await api(contentSearchPaths.search, { query, token: null });
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    }
  });

  test.each<[string, Record<string, string>]>([
    ['no q', {}],
    ['an empty q', { q: '' }],
    ['only invisible characters', { q: ' \u200b\u00a0 ' }],
    ['more than 100 characters', { q: 'x'.repeat(101) }],
  ])('400 VALIDATION with a message for %s, changing nothing', async (_name, query) => {
    const { before, after } = await snapshotsAround(async () => {
      const response = await getAs('host', contentSearchPaths.search, query);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION');
      expect(response.body.error.message).toMatch(/\w/);
    });
    expect(after).toEqual(before);
  });

  test('a search changes nothing', async () => {
    const { before, after } = await snapshotsAround(() => search('host', 'roadmap'));
    expect(after).toEqual(before);
  });
});
