import { describe, expect, test } from 'vitest';
import { api, apiPost, useMockServer } from '../test/server';
import { mailStore } from './mail.db';
import { mailPaths, type Mail } from './mail.schema';
import { HOSTILE_MAIL_BODIES } from './mail.seed';

useMockServer();

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
