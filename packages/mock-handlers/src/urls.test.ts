import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { chatPaths } from './chat/chat.contracts';
import { contactsStore } from './contacts/contacts.db';
import { contactsPaths } from './contacts/contacts.contracts';
import { eCommerceStore } from './e-commerce/e-commerce.db';
import { eCommercePaths } from './e-commerce/e-commerce.contracts';
import { getDbSnapshot } from './lib/db';
import { getContracts, postContracts } from './lib/http';
import { mailStore } from './mail/mail.db';
import { mailPaths } from './mail/mail.contracts';
import { notesStore } from './notes/notes.db';
import { notesPaths } from './notes/notes.contracts';
import { scrumboardStore } from './scrumboard/scrumboard.db';
import { scrumboardPaths } from './scrumboard/scrumboard.contracts';
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

/**
 * The URL fields are found in the contracts themselves, not listed by hand: every string a request may carry
 * under a name that says URL (url, src, href, avatar, image, photo, preview, picture, website, link, ...) must
 * refuse `javascript:` and `data:text/html` (a link: any `data:` too). A new URL field written as a plain
 * `z.string()` fails here.
 */
const URL_NAME =
  /(url|uri|src|href|avatar|image|images|photo|photoURL|preview|picture|website|link|logo|cover|thumbnail|poster)$/i;
/** Names that say URL but hold none, and why. */
const NOT_URLS: Record<string, string> = {
  idAttachmentCover: 'the id of the card attachment used as its cover, not an address',
  uri: "a scrumboard board's slug (`acme-frontend-application`), shown in its route, never fetched",
};

type Def = Record<string, unknown> & { type: string };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Every string under a URL-like name in the schema: [path, schema of the string]. */
function urlFields(schema: z.ZodType, path = '', key = '', depth = 0): Array<[string, z.ZodType]> {
  if (depth > 14) return [];
  const def = defOf(schema);
  const inner = (next: unknown, name = key, at = path) => urlFields(next as z.ZodType, at, name, depth + 1);
  switch (def.type) {
    case 'string':
      return URL_NAME.test(key) && !(key in NOT_URLS) ? [[path, schema]] : [];
    case 'pipe':
      // A string refined or transformed (checked as a whole), or a body read through a preprocess step.
      return defOf(def.in as z.ZodType).type === 'string' && URL_NAME.test(key) && !(key in NOT_URLS)
        ? [[path, schema]]
        : [...inner(def.in), ...inner(def.out)];
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([name, field]) =>
        inner(field, name, `${path}.${name}`),
      );
    case 'array':
      return inner(def.element, key, `${path}[]`);
    case 'record':
      return inner(def.valueType, key, `${path}{}`);
    case 'tuple':
      return (def.items as z.ZodType[]).flatMap((item) => inner(item));
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => inner(option));
    case 'intersection':
      return [...inner(def.left), ...inner(def.right)];
    case 'lazy':
      return inner((def.getter as () => z.ZodType)());
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner(def.innerType);
    default:
      return [];
  }
}

describe('every URL field of every contract is found and refuses unsafe schemes', () => {
  const found = new Map<string, z.ZodType>();
  for (const { path, schema } of postContracts) {
    for (const [at, field] of urlFields(schema)) found.set(`POST ${path} ${at || 'body'}`, field);
  }
  for (const { path, query } of getContracts) {
    if (query) for (const [at, field] of urlFields(query)) found.set(`GET ${path} ?${at}`, field);
  }

  test('the contracts carry URL fields (the hand list above is among them)', () => {
    expect(found.size).toBeGreaterThan(Object.keys(FIELDS).length);
    for (const field of ['avatar', 'image', 'url', 'preview', 'src']) {
      expect(
        [...found.keys()].some((name) => name.endsWith(`.${field}`)),
        field,
      ).toBe(true);
    }
  });

  test.each([...found.entries()])('%s', (_name, field) => {
    for (const url of [SCRIPT, HTML, ' javascript:alert(1)', 'vbscript:msgbox(1)']) {
      expect(field.safeParse(url).success, url).toBe(false);
    }
    expect(field.safeParse('https://example.com/file.png').success).toBe(true);
  });
});
