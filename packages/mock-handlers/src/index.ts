import { academyHandlers } from './academy/academy.handlers';
import { authHandlers } from './auth/auth.handlers';
import { calendarHandlers } from './calendar/calendar.handlers';
import { chatHandlers } from './chat/chat.handlers';
import { contactsHandlers } from './contacts/contacts.handlers';
import { contentSearchHandlers } from './content-search/content-search.handlers';
import { dashboardsHandlers } from './dashboards/dashboards.handlers';
import { eCommerceHandlers } from './e-commerce/e-commerce.handlers';
import { faqHandlers } from './faq/faq.handlers';
import { fileManagerHandlers } from './file-manager/file-manager.handlers';
import { iconsHandlers } from './icons/icons.handlers';
import { invoicesHandlers } from './invoices/invoices.handlers';
import { knowledgeBaseHandlers } from './knowledge-base/knowledge-base.handlers';
import { imageHandlers } from './lib/images.handlers';
import { initiativeHandlers } from './workspace/workspace.handlers';
import { meetingHandlers } from './meetings/meetings.handlers';
import { mailHandlers } from './mail/mail.handlers';
import { notesHandlers } from './notes/notes.handlers';
import { profileHandlers } from './profile/profile.handlers';
import { quickPanelHandlers } from './quick-panel/quick-panel.handlers';
import { scrumboardHandlers } from './scrumboard/scrumboard.handlers';
import { searchHandlers } from './search/search.handlers';
import { todoHandlers } from './todo/todo.handlers';

/** The handlers of each app, e.g. for a story that serves one app only. */
export const appHandlers = {
  auth: authHandlers,
  quickPanel: quickPanelHandlers,
  icons: iconsHandlers,
  dashboards: dashboardsHandlers,
  chat: chatHandlers,
  eCommerce: eCommerceHandlers,
  scrumboard: scrumboardHandlers,
  mail: mailHandlers,
  todo: todoHandlers,
  fileManager: fileManagerHandlers,
  contacts: contactsHandlers,
  calendar: calendarHandlers,
  invoices: invoicesHandlers,
  profile: profileHandlers,
  search: searchHandlers,
  contentSearch: contentSearchHandlers,
  faq: faqHandlers,
  knowledgeBase: knowledgeBaseHandlers,
  academy: academyHandlers,
  notes: notesHandlers,
  initiatives: initiativeHandlers,
  meetings: meetingHandlers,
  images: imageHandlers,
};

/** Every MSW request handler of the mock API, in one array. */
export const handlers = Object.values(appHandlers).flat();

export { avatarUrl, demoAccounts, pictureUrl, type DemoAccount } from '@chorus/domain';
export {
  DB_VERSION,
  getDbSnapshot,
  loadDbSnapshot,
  notifyDbChange,
  onDbChange,
  persistedStoreNames,
  resetMockDb,
  type DbChangeEvent,
  type DbChangeListener,
  type DbSnapshot,
  type LoadResult,
} from './lib/db';
export { configureMockFirebase } from './auth/auth.port';
export type { FirebaseTokenOptions } from '@chorus/domain';
