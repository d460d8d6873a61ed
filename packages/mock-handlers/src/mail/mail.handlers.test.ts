import { describe, expect, test } from 'vitest';
import { api, apiPost, useMockServer } from '../test/server';
import { authPaths } from '@chorus/domain';
import { onDbChange } from '../lib/db';
import { mailStore } from './mail.db';
import type { Mail } from './mail.schema';
import { mailPaths } from './mail.contracts';
import { textToHtml } from './mail.handlers';
import { HOSTILE_MAIL_BODIES, MAIL_OWNER } from './mail.seed';

useMockServer({ signedInAs: 'host' });

const firstInbox = () => mailStore.state.mails.find((mail) => mail.folder === 1) as Mail;

describe('mail seed', () => {
  test('holds at least 200 mails, some with markup a sanitiser must neutralise', () => {
    const { mails } = mailStore.state;
    expect(mails.length).toBeGreaterThanOrEqual(200);
    for (const body of HOSTILE_MAIL_BODIES) expect(mails.some((mail) => mail.message === body)).toBe(true);
    expect(mails.some((mail) => mail.message.includes('<script>'))).toBe(true);
    expect(mails.some((mail) => mail.message.includes('onerror='))).toBe(true);
  });
});

describe('reading mail', () => {
  test('mails default to the inbox, newest first', async () => {
    const { status, body } = await api<Mail[]>(mailPaths.mails);
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(50);
    expect(body.every((mail) => mail.folder === 1)).toBe(true);
    expect((body[0]?.time ?? '') >= (body[1]?.time ?? '')).toBe(true);
  });

  test('mails by folder, filter and label handle', async () => {
    const sent = await api<Mail[]>(mailPaths.mails, { query: { folderHandle: 'sent' } });
    expect(sent.body.every((mail) => mail.folder === 2)).toBe(true);
    const starred = await api<Mail[]>(mailPaths.mails, { query: { filterHandle: 'starred' } });
    expect(starred.body.length).toBeGreaterThan(0);
    expect(starred.body.every((mail) => mail.starred)).toBe(true);
    const paypal = await api<Mail[]>(mailPaths.mails, { query: { labelHandle: 'paypal' } });
    expect(paypal.body.every((mail) => mail.labels.includes(2))).toBe(true);
    expect((await api(mailPaths.mails, { query: { folderHandle: 'nowhere' } })).status).toBe(404);
  });

  test('one mail by id; unknown or missing id', async () => {
    const mail = firstInbox();
    expect((await api(mailPaths.mail, { query: { mailId: mail.id } })).body).toEqual(mail);
    expect((await api(mailPaths.mail, { query: { mailId: 'nope' } })).status).toBe(404);
    expect((await api(mailPaths.mail)).status).toBe(400);
  });

  test('filters, labels and folders', async () => {
    expect((await api(mailPaths.folders)).body.map((f: { handle: string }) => f.handle)).toEqual([
      'inbox',
      'sent',
      'drafts',
      'spam',
      'trash',
    ]);
    expect((await api(mailPaths.filters)).body.map((f: { handle: string }) => f.handle)).toEqual([
      'starred',
      'important',
    ]);
    expect((await api(mailPaths.labels)).body.map((l: { handle: string }) => l.handle)).toEqual([
      'note',
      'paypal',
      'invoice',
      'amazon',
    ]);
  });
});

describe('changing mail', () => {
  test('update-mail replaces the mail', async () => {
    const mail = { ...firstInbox(), read: true, starred: true };
    const { status, body } = await apiPost(mailPaths.updateMail, mail);
    expect(status).toBe(200);
    expect(body.starred).toBe(true);
    expect(mailStore.state.mails.find((entry) => entry.id === mail.id)?.starred).toBe(true);
  });

  test('update-mail rejects an unknown id, a malformed mail and an unknown folder, changing nothing', async () => {
    const before = structuredClone(mailStore.state.mails);
    const mail = firstInbox();
    expect((await apiPost(mailPaths.updateMail, { ...mail, id: 'nope' })).status).toBe(404);
    const malformed = await apiPost(mailPaths.updateMail, {
      ...mail,
      read: 'yes',
      subject: 'x'.repeat(1000),
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('VALIDATION');
    expect((await apiPost(mailPaths.updateMail, { ...mail, folder: 99 })).status).toBe(400);
    expect(mailStore.state.mails).toEqual(before);
  });

  test('set-folder moves the selected mails', async () => {
    const ids = mailStore.state.mails.slice(0, 3).map((mail) => mail.id);
    const { body } = await apiPost(mailPaths.setFolder, { selectedMailIds: ids, folderId: 5 });
    expect(body).toHaveLength(3);
    expect(
      mailStore.state.mails.filter((mail) => ids.includes(mail.id)).every((mail) => mail.folder === 5),
    ).toBe(true);
  });

  test('toggle-label adds the label where absent and removes it where present', async () => {
    const [a, b] = mailStore.state.mails.filter((mail) => !mail.labels.includes(1)) as [Mail, Mail];
    b.labels = [...b.labels, 1];
    await apiPost(mailPaths.toggleLabel, { selectedMailIds: [a.id, b.id], labelId: 1 });
    expect(a.labels).toContain(1);
    expect(b.labels).not.toContain(1);
  });

  test('set-folder and toggle-label with an unknown id change nothing', async () => {
    const before = structuredClone(mailStore.state.mails);
    const id = firstInbox().id;
    expect((await apiPost(mailPaths.setFolder, { selectedMailIds: [id, 'nope'], folderId: 5 })).status).toBe(
      404,
    );
    expect((await apiPost(mailPaths.toggleLabel, { selectedMailIds: [id], labelId: 42 })).status).toBe(400);
    expect((await apiPost(mailPaths.setFolder, { selectedMailIds: id, folderId: 5 })).status).toBe(400);
    expect(mailStore.state.mails).toEqual(before);
  });

  test('delete-mails removes the selected mails for good', async () => {
    const count = mailStore.state.mails.length;
    const ids = mailStore.state.mails.slice(0, 2).map((mail) => mail.id);
    expect((await apiPost(mailPaths.deleteMails, { selectedMailIds: ids })).body).toEqual(ids);
    expect(mailStore.state.mails).toHaveLength(count - 2);
    expect((await apiPost(mailPaths.deleteMails, { selectedMailIds: ['nope'] })).status).toBe(404);
    expect((await apiPost(mailPaths.deleteMails, {})).status).toBe(400);
    expect(mailStore.state.mails).toHaveLength(count - 2);
  });
});

// Chorus extension, not in spec §7: send-mail and save-draft.
describe('composing mail (Chorus extension)', () => {
  const SENT = 2;
  const DRAFTS = 3;
  const message = { to: ['ana@example.com'], subject: 'Agenda', message: 'See you at ten.', format: 'text' };
  const firstIn = (folder: number) => mailStore.state.mails.find((mail) => mail.folder === folder) as Mail;

  test('send-mail stores the message on top of sent: from the mailbox owner, now, read', async () => {
    const before = Date.now();
    const { status, body } = await apiPost<Mail>(mailPaths.sendMail, {
      ...message,
      cc: ['  bo@example.com '],
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      from: { name: MAIL_OWNER.name, email: MAIL_OWNER.email },
      to: [{ name: 'ana@example.com', email: 'ana@example.com' }],
      cc: [{ name: 'bo@example.com', email: 'bo@example.com' }],
      subject: 'Agenda',
      message: '<p>See you at ten.</p>',
      read: true,
      starred: false,
      folder: SENT,
      attachments: [],
    });
    expect(Date.parse(body.time)).toBeGreaterThanOrEqual(before - 1000);
    expect(mailStore.state.mails[0]).toEqual(body);
    const sent = await api<Mail[]>(mailPaths.mails, { query: { folderHandle: 'sent' } });
    expect(sent.body[0]?.id).toBe(body.id);
  });

  test('send-mail is from the signed-in user and names recipients the mailbox knows', async () => {
    const signIn = await apiPost(authPaths.signIn, { email: 'staff@chorus.dev', password: 'chorus-staff' });
    const known = firstIn(1).from;
    const { body } = await apiPost<Mail>(
      mailPaths.sendMail,
      { ...message, to: [known.email.toUpperCase()] },
      { headers: { Authorization: `Bearer ${signIn.body.access_token}` } },
    );
    expect(body.from).toMatchObject({ name: 'Sami Staff', email: 'staff@chorus.dev' });
    expect(body.to).toEqual([{ name: known.name, email: known.email.toUpperCase() }]);
  });

  test('an HTML message is stored as given; a text message is escaped into paragraphs', async () => {
    const html = await apiPost<Mail>(mailPaths.sendMail, {
      ...message,
      message: '<p>Hi <b>all</b></p>',
      format: 'html',
    });
    expect(html.body.message).toBe('<p>Hi <b>all</b></p>');
    expect(textToHtml('Hi <b>all</b> & you\nline two\r\n\r\n\nNext')).toBe(
      '<p>Hi &#60;b&#62;all&#60;/b&#62; &#38; you<br>line two</p><p>Next</p>',
    );
  });

  test('save-draft stores a draft (recipients may be missing), updates it, and send-mail moves it to sent', async () => {
    const draft = await apiPost<Mail>(mailPaths.saveDraft, {
      to: [],
      subject: '',
      message: 'Half a thought',
    });
    expect(draft.status).toBe(200);
    expect(draft.body).toMatchObject({ folder: DRAFTS, to: [], message: 'Half a thought', read: true });
    const drafts = await api<Mail[]>(mailPaths.mails, { query: { folderHandle: 'drafts' } });
    expect(drafts.body[0]?.id).toBe(draft.body.id);

    const updated = await apiPost<Mail>(mailPaths.saveDraft, { ...message, id: draft.body.id });
    expect(updated.body).toMatchObject({ id: draft.body.id, folder: DRAFTS, subject: 'Agenda' });
    const count = mailStore.state.mails.length;

    const sent = await apiPost<Mail>(mailPaths.sendMail, {
      ...message,
      subject: 'Final',
      draftId: draft.body.id,
    });
    expect(sent.body).toMatchObject({ id: draft.body.id, folder: SENT, subject: 'Final' });
    expect(mailStore.state.mails).toHaveLength(count);
    expect(mailStore.state.mails.filter((mail) => mail.id === draft.body.id)).toEqual([sent.body]);
  });

  test('a seeded draft keeps its flags and labels when sent', async () => {
    const draft = firstIn(DRAFTS);
    draft.starred = true;
    draft.labels = [1];
    const { body } = await apiPost<Mail>(mailPaths.sendMail, { ...message, draftId: draft.id });
    expect(body).toMatchObject({ id: draft.id, folder: SENT, starred: true, labels: [1] });
  });

  test('every refusal answers 4xx { error: { code, message } } and changes nothing', async () => {
    const before = structuredClone(mailStore.state.mails);
    const sentMail = firstIn(SENT);
    const refusals: Array<[path: string, body: unknown, status: number, code: string]> = [
      [mailPaths.sendMail, { ...message, to: [] }, 400, 'VALIDATION'],
      [mailPaths.sendMail, { ...message, to: undefined }, 400, 'VALIDATION'],
      [mailPaths.sendMail, { ...message, to: 'ana@example.com' }, 400, 'VALIDATION'],
      [mailPaths.sendMail, { ...message, to: ['ana@example.com', 'not-an-address'] }, 400, 'VALIDATION'],
      [mailPaths.sendMail, { ...message, cc: ['nope@'] }, 400, 'VALIDATION'],
      [mailPaths.sendMail, { ...message, subject: 'x'.repeat(201) }, 400, 'VALIDATION'],
      [mailPaths.sendMail, { ...message, message: 'x'.repeat(100_001) }, 400, 'VALIDATION'],
      [mailPaths.sendMail, { ...message, message: '<'.repeat(30_000) }, 400, 'VALIDATION'],
      [mailPaths.sendMail, { ...message, format: 'markdown' }, 400, 'VALIDATION'],
      [mailPaths.sendMail, { ...message, draftId: 'nope' }, 404, 'NOT_FOUND'],
      [mailPaths.sendMail, { ...message, draftId: sentMail.id }, 409, 'CONFLICT'],
      [mailPaths.saveDraft, { ...message, to: ['not-an-address'] }, 400, 'VALIDATION'],
      [mailPaths.saveDraft, { ...message, id: 'nope' }, 404, 'NOT_FOUND'],
      [mailPaths.saveDraft, { ...message, id: sentMail.id }, 409, 'CONFLICT'],
      [mailPaths.saveDraft, '{broken', 400, 'BAD_JSON'],
    ];
    for (const [path, body, status, code] of refusals) {
      const response = await apiPost(path, body);
      expect(response.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(status);
      expect(response.body.error).toMatchObject({ code, message: expect.any(String) });
    }
    expect(mailStore.state.mails).toEqual(before);
  });
});

// Chorus extension, not in spec §7: update-mails sends what changed, for many mails in one call.
describe('update-mails (Chorus extension)', () => {
  const stored = (id: string) => mailStore.state.mails.find((mail) => mail.id === id) as Mail;

  test('a patch changes only the fields it names; what another tab stored meanwhile stays', async () => {
    const [a, b] = mailStore.state.mails.filter((mail) => mail.folder === 1 && !mail.starred) as [Mail, Mail];
    // Another tab changed other fields of the same mails after this one read them.
    a.important = !a.important;
    a.labels = [3];
    b.read = !b.read;
    const expectedA = { ...structuredClone(a), starred: true };
    const expectedB = { ...structuredClone(b), folder: 5, labels: [1, 2] };
    const { status, body } = await apiPost<Mail[]>(mailPaths.updateMails, {
      updates: [
        { id: a.id, starred: true },
        { id: b.id, folder: 5, labels: [1, 2] },
      ],
    });
    expect(status).toBe(200);
    expect(body).toEqual([expectedA, expectedB]);
    expect(stored(a.id)).toEqual(expectedA);
    expect(stored(b.id)).toEqual(expectedB);
  });

  test('a batch is one change of the database (one lock, one save)', async () => {
    const changes: string[] = [];
    const stop = onDbChange((event) => changes.push(event.type));
    const ids = mailStore.state.mails.slice(0, 20).map((mail) => mail.id);
    const { body } = await apiPost<Mail[]>(mailPaths.updateMails, {
      updates: ids.map((id) => ({ id, read: true })),
    });
    stop();
    expect(body.map((mail) => mail.id)).toEqual(ids);
    expect(ids.every((id) => stored(id).read)).toBe(true);
    expect(changes).toEqual(['change']);
  });

  test('one bad entry refuses the whole batch with 4xx { error: { code, message } } and changes nothing', async () => {
    const before = structuredClone(mailStore.state.mails);
    const [a, b] = mailStore.state.mails as [Mail, Mail];
    const good = { id: a.id, starred: !a.starred };
    const refusals: Array<[entries: unknown, status: number, code: string, says?: string]> = [
      [[good, { id: 'nope', read: true }], 404, 'NOT_FOUND', 'nope'],
      [[good, { id: b.id, folder: 99 }], 400, 'VALIDATION', '99'],
      [[good, { id: b.id, labels: [1, 42] }], 400, 'VALIDATION', '42'],
      [[good, { id: b.id, starred: 'yes' }], 400, 'VALIDATION', 'starred'],
      [[good, { id: b.id, subject: 'Not a patchable field' }], 400, 'VALIDATION', 'subject'],
      [[good, { starred: true }], 400, 'VALIDATION', 'id'],
      [[good, { ...good, read: true }], 400, 'VALIDATION', a.id],
      [[], 400, 'VALIDATION'],
      ['x', 400, 'VALIDATION'],
    ];
    for (const [updates, status, code, says] of refusals) {
      const response = await apiPost(mailPaths.updateMails, { updates });
      expect(response.status, JSON.stringify(updates)).toBe(status);
      expect(response.body.error).toEqual({ code, message: expect.stringContaining(says ?? '') });
    }
    expect((await apiPost(mailPaths.updateMails, [good])).status).toBe(400);
    expect(mailStore.state.mails).toEqual(before);
  });
});
