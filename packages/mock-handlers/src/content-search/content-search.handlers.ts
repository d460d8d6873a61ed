import { contactsStore } from '../contacts/contacts.db';
import { get, readQuery } from '../lib/http';
import { type Access, STAFF_ROLES, mayAccess, requireSession } from '../auth/auth.session';
import { mailStore } from '../mail/mail.db';
import { mockDataContext } from '../meetings/meetings.http';
import { notesStore } from '../notes/notes.db';
import { todoStore } from '../todo/todo.db';
import {
  type Candidate,
  type ContentKind,
  contentSearchPaths,
  ContentSearchQuerySchema,
  type ContentSearchResponse,
  hitsOf,
  searchProduct,
  snippet,
} from '@chorus/domain';

/**
 * The mock's content search: the product's answer (the endpoint definition the server mounts too) plus the
 * template apps' contacts, mails, to-dos and notes, each only for the roles its own endpoints and route guard
 * let in (the same `Access` as the app's `guarded(...)`: STAFF_ROLES).
 */
interface TemplateSource {
  kind: ContentKind;
  access: Access;
  candidates(): Candidate[];
}

const TEMPLATE_SOURCES: readonly TemplateSource[] = [
  {
    kind: 'contact',
    access: STAFF_ROLES,
    candidates: () =>
      contactsStore.state.contacts.map((contact) => ({
        kind: 'contact',
        id: contact.id,
        title: `${contact.name} ${contact.lastName}`.trim(),
        texts: [contact.company, contact.email, contact.jobTitle],
        context: contact.company || contact.email,
        url: '/apps/contacts/all',
      })),
  },
  {
    kind: 'mail',
    access: STAFF_ROLES,
    candidates: () => {
      const { mails, folders } = mailStore.state;
      return [...mails]
        .sort((a, b) => b.time.localeCompare(a.time))
        .map((mail) => ({
          kind: 'mail',
          id: mail.id,
          title: mail.subject,
          texts: [mail.from.name, mail.from.email],
          context: mail.from.name,
          url: `/apps/mail/${folders.find((folder) => folder.id === mail.folder)?.handle ?? 'inbox'}/${encodeURIComponent(mail.id)}`,
        }));
    },
  },
  {
    kind: 'todo',
    access: STAFF_ROLES,
    candidates: () =>
      todoStore.state.todos.map((todo) => ({
        kind: 'todo',
        id: todo.id,
        title: todo.title,
        texts: [todo.notes],
        context: snippet(todo.notes, ''),
        url: `/apps/todo/${todo.deleted ? 'filter/deleted' : 'all'}/${encodeURIComponent(todo.id)}`,
      })),
  },
  {
    kind: 'note',
    access: STAFF_ROLES,
    candidates: () =>
      notesStore.state.notes.map((note) => ({
        kind: 'note',
        id: note.id,
        title: note.title || snippet(note.description, ''),
        texts: [note.description, ...note.checklist.map((item) => item.text)],
        context: note.title ? snippet(note.description, '') : '',
        url: note.archive ? '/apps/notes/archive' : '/apps/notes',
      })),
  },
];

export const contentSearchHandlers = [
  get(
    contentSearchPaths.search,
    async ({ request }) => {
      // The session first (401 even for a bad query), then the query (400 VALIDATION).
      const user = await requireSession(request);
      const query = readQuery(request, ContentSearchQuerySchema);
      const viewer = { uid: user.uid, userType: user.data.userType };
      const product = searchProduct(query, mockDataContext(request, viewer));
      const sources = TEMPLATE_SOURCES.filter((source) => mayAccess(user, source.access));
      const answer: ContentSearchResponse = {
        results: [...product.results, ...sources.flatMap((source) => hitsOf(source.candidates(), query.q))],
        searched: [...product.searched, ...sources.map((source) => source.kind)],
      };
      return answer;
    },
    { query: ContentSearchQuerySchema },
  ),
];
