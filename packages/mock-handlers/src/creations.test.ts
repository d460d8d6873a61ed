import { describe, expect, test } from 'vitest';
import { academyStore } from './academy/academy.db';
import { academyPaths } from './academy/academy.contracts';
import { calendarStore } from './calendar/calendar.db';
import { calendarPaths } from './calendar/calendar.contracts';
import { chatStore } from './chat/chat.db';
import { chatPaths } from './chat/chat.contracts';
import { contactsStore } from './contacts/contacts.db';
import { contactsPaths } from './contacts/contacts.contracts';
import { eCommerceStore } from './e-commerce/e-commerce.db';
import { eCommercePaths } from './e-commerce/e-commerce.contracts';
import { getDbSnapshot } from './lib/db';
import { mailPaths } from './mail/mail.contracts';
import { notesStore } from './notes/notes.db';
import { notesPaths } from './notes/notes.contracts';
import { scrumboardStore } from './scrumboard/scrumboard.db';
import { scrumboardPaths } from './scrumboard/scrumboard.contracts';
import { apiPost, useMockServer } from './test/server';
import { todoStore } from './todo/todo.db';
import { todoPaths } from './todo/todo.contracts';

/**
 * Issue 15: no create call stores an empty thing. For each one, bodies that are empty or only look filled
 * (white space, zero-width and format characters) answer 400 and change nothing, and the smallest real
 * creation answers 200. The bodies are built lazily: the seed ids come from the database of each test.
 */
useMockServer({ signedInAs: 'host' });

/** Text that looks empty: spaces of several kinds, zero-width characters, a bidi mark, a BOM. */
const INVISIBLE = ' \u00a0\u2003\u200b\u200c\u200d\u2060\u200e\ufeff\t\n';
const start = '2026-03-02T09:00:00.000Z';
const end = '2026-03-02T10:00:00.000Z';

const board = () => scrumboardStore.state.boards[0] as { id: string; lists: Array<{ id: string }> };
const chat = () => chatStore.state.user.chatList[0] as { chatId: string; contactId: string };
const product = () => ({ ...eCommerceStore.state.products[0], id: 'new-product' });
const course = () => academyStore.state.courses[0];

interface Creation {
  path: string;
  /** Bodies that must be refused with a 400. */
  empty: Array<() => unknown>;
  /** The smallest body that creates the thing. */
  valid: () => unknown;
}

const CREATIONS: Record<string, Creation> = {
  'a note (title, text, checklist item or image)': {
    path: notesPaths.createNote,
    empty: [
      () => ({}),
      () => ({ note: {} }),
      () => ({ title: INVISIBLE, description: INVISIBLE, image: '' }),
      () => ({ title: '', checklist: [{ id: 'c1', checked: false, text: INVISIBLE }] }),
    ],
    valid: () => ({ checklist: [{ id: 'c1', checked: false, text: 'Milk' }] }),
  },
  'a note with only an image': {
    path: notesPaths.createNote,
    empty: [() => ({ image: INVISIBLE })],
    valid: () => ({ image: 'https://example.com/photo.png' }),
  },
  'a to-do (title)': {
    path: todoPaths.newTodo,
    empty: [() => ({}), () => ({ title: INVISIBLE }), () => ({ todo: { title: '', notes: 'Only notes' } })],
    valid: () => ({ title: 'Buy milk' }),
  },
  'an event (title and dates)': {
    path: calendarPaths.addEvent,
    empty: [
      () => ({}),
      () => ({ newEvent: {} }),
      () => ({ newEvent: { title: INVISIBLE, start, end } }),
      () => ({ newEvent: { title: 'Standup' } }),
      () => ({ newEvent: { title: 'Standup', start } }),
    ],
    valid: () => ({ newEvent: { title: 'Standup', start, end } }),
  },
  'a contact (name)': {
    path: contactsPaths.addContact,
    empty: [
      () => ({}),
      () => ({ newContact: {} }),
      () => ({ newContact: { name: INVISIBLE, email: 'someone@example.com' } }),
    ],
    valid: () => ({ newContact: { name: 'Ada' } }),
  },
  'a card (name)': {
    path: scrumboardPaths.newCard,
    empty: [
      () => ({ boardId: board().id, listId: board().lists[0]?.id, data: {} }),
      () => ({ boardId: board().id, listId: board().lists[0]?.id, data: { name: INVISIBLE } }),
    ],
    valid: () => ({ boardId: board().id, listId: board().lists[0]?.id, data: { name: 'Card' } }),
  },
  'a list (name)': {
    path: scrumboardPaths.newList,
    empty: [
      () => ({ boardId: board().id, data: {} }),
      () => ({ boardId: board().id, data: { name: INVISIBLE } }),
    ],
    valid: () => ({ boardId: board().id, data: { name: 'Later' } }),
  },
  'a board (name)': {
    path: scrumboardPaths.newBoard,
    empty: [() => ({}), () => ({ board: {} }), () => ({ board: { name: INVISIBLE, uri: 'x' } })],
    valid: () => ({ board: { name: 'Retro' } }),
  },
  'a chat message (text)': {
    path: chatPaths.sendMessage,
    empty: [() => ({ ...chat() }), () => ({ ...chat(), message: INVISIBLE })],
    valid: () => ({ ...chat(), message: 'Hello' }),
  },
  'a sent mail (recipient, subject and message)': {
    path: mailPaths.sendMail,
    empty: [
      () => ({}),
      () => ({ to: [], subject: 'Hi', message: 'Hello' }),
      () => ({ to: ['ada@example.com'], subject: INVISIBLE, message: 'Hello' }),
      () => ({ to: ['ada@example.com'], subject: 'Hi', message: INVISIBLE }),
    ],
    valid: () => ({ to: ['ada@example.com'], subject: 'Hi', message: 'Hello' }),
  },
  'a draft (anything)': {
    path: mailPaths.saveDraft,
    empty: [() => ({}), () => ({ to: [], cc: [], subject: INVISIBLE, message: INVISIBLE })],
    valid: () => ({ to: [], subject: 'Later', message: '' }),
  },
  'a product (name)': {
    path: eCommercePaths.saveProduct,
    empty: [() => ({}), () => ({ ...product(), name: INVISIBLE })],
    valid: () => product(),
  },
  'a course (title)': {
    path: academyPaths.saveCourse,
    empty: [() => ({}), () => ({ ...course(), title: INVISIBLE })],
    valid: () => course(),
  },
};

describe('every create call refuses an empty creation and changes nothing', () => {
  test.each(Object.entries(CREATIONS))('%s', async (_name, { path, empty, valid }) => {
    for (const [index, body] of empty.entries()) {
      const before = getDbSnapshot();
      const response = await apiPost(path, body());
      expect(response.status, `empty body ${index}: ${JSON.stringify(response.body)}`).toBe(400);
      expect(response.body).toMatchObject({ error: { code: 'VALIDATION' } });
      expect(getDbSnapshot()).toEqual(before);
    }
    const created = await apiPost(path, valid());
    expect(created.status, JSON.stringify(created.body)).toBe(200);
  });
});

/**
 * Required text on every write that changes one (issue 15): a value of white space and format characters
 * only is refused (400) and changes nothing, exactly as an empty one.
 */
const REQUIRED_TEXT: Record<string, { path: string; body: (text: string) => unknown }> = {
  'a to-do’s title': {
    path: todoPaths.updateTodo,
    body: (title) => ({ ...todoStore.state.todos[0], title }),
  },
  'an event’s title': {
    path: calendarPaths.updateEvent,
    body: (title) => ({ event: { ...calendarStore.state.events[0], title } }),
  },
  'a contact’s name': {
    path: contactsPaths.updateContact,
    body: (name) => ({ contact: { ...contactsStore.state.contacts[0], name } }),
  },
  'a note label’s name': {
    path: notesPaths.updateLabels,
    body: (name) => notesStore.state.labels.map((label, index) => (index === 0 ? { ...label, name } : label)),
  },
  'a note checklist item': {
    path: notesPaths.updateNote,
    body: (text) => ({ ...notesStore.state.notes[0], checklist: [{ id: 'c1', checked: false, text }] }),
  },
  'a board’s title': {
    path: scrumboardPaths.renameBoard,
    body: (boardTitle) => ({ boardId: board().id, boardTitle }),
  },
  'a list’s title': {
    path: scrumboardPaths.renameList,
    body: (listTitle) => ({ boardId: board().id, listId: board().lists[0]?.id, listTitle }),
  },
  'the chat user’s name': { path: chatPaths.userData, body: (name) => ({ name }) },
  'a course’s title': {
    path: academyPaths.updateCourse,
    body: (title) => ({ id: course()?.id, title }),
  },
};

describe('required text is trimmed of invisible characters before it is required', () => {
  test.each(Object.entries(REQUIRED_TEXT))('%s', async (_name, { path, body }) => {
    for (const text of ['', INVISIBLE, '\u200b\u200b']) {
      const before = getDbSnapshot();
      const response = await apiPost(path, body(text));
      expect(response.status, `${JSON.stringify(text)}: ${JSON.stringify(response.body)}`).toBe(400);
      expect(getDbSnapshot()).toEqual(before);
    }
    const fine = await apiPost(path, body('  Named  '));
    expect(fine.status, JSON.stringify(fine.body)).toBe(200);
  });
});

describe('an update cannot empty what a create could not make empty', () => {
  test('update-note refuses a note without title, description, checklist item or image, and changes nothing', async () => {
    const note = notesStore.state.notes[0];
    if (!note) throw new Error('no seeded note');
    const emptied = { ...note, title: INVISIBLE, description: '', checklist: [], image: '' };
    const before = getDbSnapshot();
    const response = await apiPost(notesPaths.updateNote, emptied);
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(response.body).toMatchObject({ error: { code: 'VALIDATION' } });
    expect(getDbSnapshot()).toEqual(before);
    // Any one of them is enough.
    for (const kept of [{ title: 'Kept' }, { description: 'Kept' }, { image: 'https://example.com/a.png' }]) {
      const fine = await apiPost(notesPaths.updateNote, { ...emptied, ...kept });
      expect(fine.status, JSON.stringify(fine.body)).toBe(200);
    }
  });
});
