import { authHandlers } from './auth/auth.handlers';
import { imageHandlers } from './lib/images';
import { mailHandlers } from './mail/mail.handlers';
import { todoHandlers } from './todo/todo.handlers';
import { contactsHandlers } from './contacts/contacts.handlers';
import { calendarHandlers } from './calendar/calendar.handlers';
import { notesHandlers } from './notes/notes.handlers';
import { chatHandlers } from './chat/chat.handlers';
import { eCommerceHandlers } from './e-commerce/e-commerce.handlers';
import { scrumboardHandlers } from './scrumboard/scrumboard.handlers';

/** Every MSW request handler of the mock API. */
export const handlers = [...authHandlers, ...mailHandlers, ...todoHandlers, ...contactsHandlers, ...calendarHandlers, ...notesHandlers, ...chatHandlers, ...eCommerceHandlers, ...scrumboardHandlers, ...imageHandlers];

export { demoAccounts } from './auth/auth.seed';
export type { DemoAccount } from './auth/auth.schema';
export {
  DB_VERSION,
  getDbSnapshot,
  loadDbSnapshot,
  notifyDbChange,
  onDbChange,
  resetMockDb,
  type DbChangeEvent,
  type DbChangeListener,
  type DbSnapshot,
  type LoadResult,
} from './lib/db';
