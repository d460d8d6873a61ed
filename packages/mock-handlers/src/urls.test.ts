import { describe, expect, test } from 'vitest';
import { chatPaths } from './chat/chat.schema';
import { contactsStore } from './contacts/contacts.db';
import { contactsPaths } from './contacts/contacts.schema';
import { eCommerceStore } from './e-commerce/e-commerce.db';
import { eCommercePaths } from './e-commerce/e-commerce.schema';
import { getDbSnapshot } from './lib/db';
import { mailStore } from './mail/mail.db';
import { mailPaths } from './mail/mail.schema';
import { notesStore } from './notes/notes.db';
import { notesPaths } from './notes/notes.schema';
import { scrumboardStore } from './scrumboard/scrumboard.db';
import { scrumboardPaths } from './scrumboard/scrumboard.schema';
import { apiPost, useMockServer } from './test/server';

/**
 * Issue 15: every URL a client can write is http:, https: or (for images the app makes) data:image/*.
 * Each row writes one URL field through its endpoint: the hostile values answer 400 and change nothing.
 */
useMockServer({ signedInAs: 'host' });

const SCRIPT = 'javascript:alert(document.domain)';
const HTML = 'data:text/html,<script>alert(1)</script>';
const DOT = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

const note = () => notesStore.state.notes[0];
const mail = () => mailStore.state.mails.find((entry) => entry.attachments.length > 0);
const contact = () => contactsStore.state.contacts[0];
const product = () => eCommerceStore.state.products.find((entry) => entry.images.length > 0);
const board = () => scrumboardStore.state.boards[0];
const card = () => board()?.cards[0];

interface UrlField {
  path: string;
  kind: 'link' | 'image';
  body: (url: string) => unknown;
}

const FIELDS: Record<string, UrlField> = {
  'a new note’s image': {
    path: notesPaths.createNote,
    kind: 'image',
    body: (image) => ({ title: 'Photo', image }),
  },
  'a note’s image': { path: notesPaths.updateNote, kind: 'image', body: (image) => ({ ...note(), image }) },
  'a mail attachment’s url': {
    path: mailPaths.updateMail,
    kind: 'link',
    body: (url) => {
      const [first, ...rest] = mail()?.attachments ?? [];
      return { ...mail(), attachments: [{ ...first, url }, ...rest] };
    },
  },
  'a mail attachment’s preview': {
    path: mailPaths.updateMail,
    kind: 'image',
    body: (preview) => {
      const [first, ...rest] = mail()?.attachments ?? [];
      return { ...mail(), attachments: [{ ...first, preview }, ...rest] };
    },
  },
  'a mail sender’s avatar': {
    path: mailPaths.updateMail,
    kind: 'image',
    body: (avatar) => ({ ...mail(), from: { ...mail()?.from, avatar } }),
  },
  'a new contact’s avatar': {
    path: contactsPaths.addContact,
    kind: 'image',
    body: (avatar) => ({ newContact: { name: 'Ada', avatar } }),
  },
  'a contact’s avatar': {
    path: contactsPaths.updateContact,
    kind: 'image',
    body: (avatar) => ({ contact: { ...contact(), avatar } }),
  },
  'the chat user’s avatar': { path: chatPaths.userData, kind: 'image', body: (avatar) => ({ avatar }) },
  'a product image’s url': {
    path: eCommercePaths.saveProduct,
    kind: 'image',
    body: (url) => {
      const [first, ...rest] = product()?.images ?? [];
      return { ...product(), images: [{ ...first, url }, ...rest] };
    },
  },
  'a card attachment’s url': {
    path: scrumboardPaths.updateCard,
    kind: 'link',
    body: (url) => ({
      boardId: board()?.id,
      card: {
        ...card(),
        attachments: [{ id: 'a1', name: 'Spec', url, time: '2026-03-02T09:00:00.000Z', type: 'link' }],
      },
    }),
  },
  'a card attachment’s image': {
    path: scrumboardPaths.updateCard,
    kind: 'image',
    body: (src) => ({
      boardId: board()?.id,
      card: {
        ...card(),
        attachments: [{ id: 'a1', name: 'Shot', src, time: '2026-03-02T09:00:00.000Z', type: 'image' }],
      },
    }),
  },
};

describe('URL fields accept only http:, https: and, for images, data:image/*', () => {
  test.each(Object.entries(FIELDS))('%s', async (_name, { path, kind, body }) => {
    for (const url of [SCRIPT, HTML, ...(kind === 'link' ? [DOT] : [])]) {
      const before = getDbSnapshot();
      const response = await apiPost(path, body(url));
      expect(response.status, `${url}: ${JSON.stringify(response.body)}`).toBe(400);
      expect(getDbSnapshot()).toEqual(before);
    }
    const fine = await apiPost(path, body(kind === 'image' ? DOT : 'https://example.com/file.pdf'));
    expect(fine.status, JSON.stringify(fine.body)).toBe(200);
  });
});
