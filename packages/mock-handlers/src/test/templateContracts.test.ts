import { describe, expect, test } from 'vitest';
import {
  ApiErrorSchema,
  authContracts,
  type Contract,
  contentSearchContracts,
  IMAGE_PATHS,
  initiativeContracts,
  meetingContracts,
  type RequestOf,
} from '@chorus/domain';
import * as contracts from '../contracts';
import { handlers } from '../index';
import { mailStore } from '../mail/mail.db';
import { invoicesStore } from '../invoices/invoices.db';
import { academyStore } from '../academy/academy.db';
import { fileManagerStore } from '../file-manager/file-manager.db';
import { notesStore } from '../notes/notes.db';
import { todoStore } from '../todo/todo.db';
import { chatStore } from '../chat/chat.db';
import { calendarStore } from '../calendar/calendar.db';
import { eCommerceStore } from '../e-commerce/e-commerce.db';
import { contactsStore } from '../contacts/contacts.db';
import { scrumboardStore } from '../scrumboard/scrumboard.db';
import { api, apiPost, useMockServer } from './server';
import { TEMPLATE_APIS, type TemplateApi } from './templateApis';

/**
 * The template apps' contracts (issue 31): each is called as the seeded host (host@chorus.dev) with a valid request
 * made from the seed and must answer 200 with its response's schema (test/server.ts checks every answer of these
 * endpoints in every test too), 401 with the error shape without a session (200 for a public one), and 400 with
 * the error shape for a body that is no request at all.
 */
useMockServer({ signedInAs: 'host' });

/** For each contract of an app, a valid request made from the seed (read when the test runs: after the reset). */
type Requests<C extends TemplateApi['contracts']> = { [K in keyof C]: () => RequestOf<C[K]> };
type Api<K extends keyof typeof TEMPLATE_APIS> = (typeof TEMPLATE_APIS)[K]['contracts'];

const firstMail = () => mailStore.state.mails[0]!;
const board = () => scrumboardStore.state.boards[0]!;
const boardId = () => board().id;
const aFile = () => fileManagerStore.state.find((file) => file.type !== 'folder')!;
const course = () => academyStore.state.courses[0]!;
const todo = () => todoStore.state.todos[0]!;
const contact = () => contactsStore.state.contacts[0]!;
const product = () => eCommerceStore.state.products[0]!;

const VALID: { [K in keyof typeof TEMPLATE_APIS]: Requests<Api<K>> } = {
  mailPaths: {
    mail: () => ({ mailId: firstMail().id }),
    mails: () => ({ folderHandle: 'inbox' }),
    updateMail: () => ({ ...firstMail(), read: true }),
    filters: () => ({}),
    labels: () => ({}),
    folders: () => ({}),
    setFolder: () => ({ selectedMailIds: [firstMail().id], folderId: 2 }),
    toggleLabel: () => ({ selectedMailIds: [firstMail().id], labelId: 1 }),
    deleteMails: () => ({ selectedMailIds: [firstMail().id] }),
    sendMail: () => ({ to: ['ada@example.com'], subject: 'Hello', message: 'How are you?' }),
    saveDraft: () => ({ to: [], subject: 'Later', message: '' }),
    updateMails: () => ({ updates: [{ id: firstMail().id, read: true, starred: true }] }),
  },
  scrumboardPaths: {
    boards: () => ({}),
    board: () => ({ boardId: boardId() }),
    newBoard: () => ({ board: { name: 'Launch' } }),
    renameBoard: () => ({ boardId: boardId(), boardTitle: 'Renamed' }),
    updateBoardSettings: () => ({ boardId: boardId(), settings: { subscribed: false } }),
    deleteBoard: () => ({ boardId: boardId() }),
    newCard: () => ({ boardId: boardId(), listId: board().lists[0]!.id, data: { name: 'A card' } }),
    newList: () => ({ boardId: boardId(), data: { name: 'Later' } }),
    renameList: () => ({ boardId: boardId(), listId: board().lists[0]!.id, listTitle: 'Now' }),
    removeList: () => ({ boardId: boardId(), listId: board().lists[0]!.id }),
    updateCard: () => ({ boardId: boardId(), card: { ...board().cards[0]!, name: 'Renamed card' } }),
    removeCard: () => ({ boardId: boardId(), cardId: board().cards[0]!.id }),
    orderCards: () => ({ boardId: boardId(), lists: board().lists }),
    orderLists: () => ({ boardId: boardId(), lists: [...board().lists].reverse() }),
  },
  contactsPaths: {
    contacts: () => ({ id: 'starred' }),
    user: () => ({}),
    addContact: () => ({ newContact: { name: 'Ada' } }),
    updateContact: () => ({ contact: { ...contact(), nickname: 'Countess' } }),
    removeContact: () => ({ contactId: contact().id }),
    removeContacts: () => ({ contactIds: [contact().id] }),
    toggleStarredContact: () => ({ contactId: contact().id }),
    toggleStarredContacts: () => ({ contactIds: [contact().id] }),
    setContactsStarred: () => ({ contactIds: [contact().id] }),
    setContactsUnstarred: () => ({ contactIds: [contact().id] }),
  },
  eCommercePaths: {
    products: () => ({}),
    product: () => ({ productId: product().id }),
    saveProduct: () => ({ ...product(), name: 'Renamed' }),
    removeProducts: () => ({ productIds: [product().id] }),
    orders: () => ({}),
    order: () => ({ orderId: eCommerceStore.state.orders[0]!.id }),
  },
  calendarPaths: {
    events: () => ({}),
    addEvent: () => ({
      newEvent: {
        title: 'Review',
        allDay: false,
        start: '2026-12-07T09:00:00.000Z',
        end: '2026-12-07T10:00:00.000Z',
      },
    }),
    updateEvent: () => ({ event: { ...calendarStore.state.events[0]!, title: 'Moved' } }),
    removeEvent: () => ({ eventId: calendarStore.state.events[0]!.id }),
  },
  chatPaths: {
    contacts: () => ({}),
    getChat: () => ({ contactId: chatStore.state.contacts[0]!.id }),
    user: () => ({}),
    userData: () => ({ mood: 'Busy' }),
    sendMessage: () => {
      const entry = chatStore.state.user.chatList[0]!;
      return { chatId: entry.chatId, contactId: entry.contactId, message: 'Hello' };
    },
  },
  todoPaths: {
    todos: () => ({ filterHandle: 'important' }),
    updateTodo: () => ({ ...todo(), completed: true }),
    newTodo: () => ({ title: 'Write the report' }),
    removeTodo: () => ({ id: todo().id }),
    filters: () => ({}),
    labels: () => ({}),
    folders: () => ({}),
    setFolder: () => ({ selectedTodoIds: [todo().id], folderId: todoStore.state.folders[0]!.id }),
    toggleLabel: () => ({ selectedTodoIds: [todo().id], labelId: todoStore.state.labels[0]!.id }),
    deleteTodos: () => ({ selectedTodoIds: [todo().id] }),
    reorderTodos: () => ({
      orderedIds: todoStore.state.todos
        .slice(0, 2)
        .map((entry) => entry.id)
        .reverse(),
    }),
    updateTodos: () => ({ updates: [{ id: todo().id, starred: true }] }),
  },
  notesPaths: {
    notes: () => ({}),
    labels: () => ({}),
    createNote: () => ({ title: 'Groceries', description: 'Milk' }),
    updateNote: () => ({ ...notesStore.state.notes[0]!, title: 'Renamed' }),
    updateLabels: () => notesStore.state.labels,
    removeNote: () => ({ noteId: notesStore.state.notes[0]!.id }),
  },
  fileManagerPaths: {
    files: () => ({}),
    updateFile: () => ({ id: aFile().id, offline: true }),
    createFolder: () => ({ name: 'Contract folder', folderId: null }),
    uploadFile: () => ({ name: 'hello.txt', folderId: null, content: 'data:text/plain;base64,aGVsbG8=' }),
    renameFile: () => ({ id: aFile().id, name: 'Renamed by contract' }),
    deleteFile: () => ({ id: aFile().id }),
  },
  academyPaths: {
    categories: () => ({}),
    courses: () => ({}),
    course: () => ({ courseId: course().id }),
    saveCourse: () => ({ ...course(), activeStep: 1 }),
    updateCourse: () => ({ id: course().id, activeStep: 1 }),
  },
  dashboardsPaths: { analyticsWidgets: () => ({}), projectWidgets: () => ({}), projects: () => ({}) },
  invoicesPaths: { getInvoice: () => ({ id: invoicesStore.state[0]!.id }) },
  profilePaths: { timeline: () => ({}), photosVideos: () => ({}), about: () => ({}) },
  searchPaths: { search: () => ({ q: 'a' }) },
  quickPanelPaths: { data: () => ({}) },
  faqPaths: { faq: () => ({}) },
  iconsPaths: { icons: () => ({}) },
  knowledgeBasePaths: { categories: () => ({}) },
};

/** A query as the client sends it: each value as a string, empty ones left out (the shell's buildApiUrl). */
function queryOf(input: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries((input ?? {}) as Record<string, unknown>)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
}

function send(entry: Contract, input: unknown, init: { token?: null } = {}) {
  return entry.method === 'GET'
    ? api(entry.path, { query: queryOf(input), ...init })
    : apiPost(entry.path, input, init);
}

const cases = Object.entries(TEMPLATE_APIS).flatMap(([app, { contracts: appContracts }]) =>
  Object.entries(appContracts).map(([name, entry]) => ({
    name: `${app.replace(/Paths$/, '')}.${name}: ${entry.method} ${entry.path}`,
    entry: entry as Contract,
    valid: (VALID as Record<string, Record<string, () => unknown>>)[app]?.[name],
  })),
);

describe('every template contract is answered as it says', () => {
  test.each(cases)('$name', async ({ entry, valid }) => {
    expect(valid, 'a valid request in VALID').toBeTypeOf('function');
    const input = valid?.();
    expect(entry.request.safeParse(input).success, 'the valid request passes the request schema').toBe(true);
    const { status, body } = await send(entry, input);
    expect(status, JSON.stringify(body)).toBe(200);
    const answer = entry.response.safeParse(body);
    expect(answer.success, answer.error?.message).toBe(true);
  });

  test.each(cases)(
    '$name refuses a caller without a session with the error shape',
    async ({ entry, valid }) => {
      const { status, body } = await send(entry, valid?.(), { token: null });
      expect(status).toBe(entry.access === 'public' ? 200 : 401);
      const schema = entry.access === 'public' ? entry.response : ApiErrorSchema;
      expect(schema.safeParse(body).success, JSON.stringify(body)).toBe(true);
    },
  );

  test.each(cases.filter(({ entry }) => entry.method === 'POST'))(
    '$name refuses a malformed body with a 400 of the error shape',
    async ({ entry }) => {
      const { status, body } = await apiPost(entry.path, ['not', 'a', 'request']);
      expect(status).toBe(400);
      expect(ApiErrorSchema.safeParse(body).success, JSON.stringify(body)).toBe(true);
    },
  );
});

describe('no template endpoint is left without a contract', () => {
  test('every app that declares paths (an `xPaths` of the contracts entry) has its contracts', () => {
    const product = new Set(['authPaths', 'initiativePaths', 'meetingPaths', 'contentSearchPaths']);
    const declared = Object.keys(contracts).filter((name) => name.endsWith('Paths') && !product.has(name));
    expect(declared.length).toBeGreaterThan(10);
    expect(Object.keys(TEMPLATE_APIS).sort()).toEqual(declared.sort());
  });

  test('every handler of the mock serves a contract of the product or of a template app', () => {
    const all = [
      authContracts,
      initiativeContracts,
      meetingContracts,
      contentSearchContracts,
      ...Object.values(TEMPLATE_APIS).map((app) => app.contracts),
    ].flatMap((group) => Object.values(group) as Contract[]);
    const known = new Set(all.map((entry) => `${entry.method} ${entry.path}`));
    const images = new Set(Object.values(IMAGE_PATHS).map((path) => `GET ${path}`));
    const served = handlers
      .map((handler) => (handler as { info?: { method?: unknown; path?: unknown } }).info)
      .filter((info) => typeof info?.method === 'string' && typeof info.path === 'string')
      .map((info) => `${String(info?.method)} ${String(info?.path)}`)
      .filter((route) => !images.has(route));
    expect(served.filter((route) => !known.has(route))).toEqual([]);
  });

  test.each(Object.entries(TEMPLATE_APIS))(
    'every path of %s has one contract',
    (_app, { paths, contracts }) => {
      const declared = Object.values(paths).sort();
      const covered = Object.values(contracts as TemplateApi['contracts'])
        .map((entry) => entry.path)
        .sort();
      expect(covered).toEqual(declared);
    },
  );
});
