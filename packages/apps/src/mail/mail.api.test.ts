import type { Mail } from '@chorus/mock-handlers/contracts';
import { describe, expect, test } from 'vitest';
import { mailKeys, mailListKeys } from './mail.api';

const folders = [
  { id: 1, handle: 'inbox', title: 'Inbox', icon: 'inbox' },
  { id: 5, handle: 'trash', title: 'Trash', icon: 'trash' },
];
const labels = [
  { id: 1, handle: 'paypal', title: 'Paypal', color: '#000' },
  { id: 2, handle: 'invoice', title: 'Invoice', color: '#000' },
];
const mail = { id: 'm1', folder: 1, labels: [2], starred: false, important: false, read: false } as Mail;

describe('mailListKeys', () => {
  test('a mail is in its folder, its labels and the starred and important filters while flagged', () => {
    expect(mailListKeys({ ...mail, important: true }, folders, labels)).toEqual([
      mailKeys.list({ folderHandle: 'inbox' }),
      mailKeys.list({ labelHandle: 'invoice' }),
      mailKeys.list({ filterHandle: 'important' }),
    ]);
  });

  test('read or not, a mail is in the same lists', () => {
    expect(mailListKeys({ ...mail, read: true }, folders, labels)).toEqual(
      mailListKeys(mail, folders, labels),
    );
  });

  test('moved to the trash, it is in the trash list instead of the inbox', () => {
    expect(mailListKeys({ ...mail, folder: 5, labels: [] }, folders, labels)).toEqual([
      mailKeys.list({ folderHandle: 'trash' }),
    ]);
  });
});
