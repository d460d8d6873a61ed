import { academyMock } from './academy/academy.mock';
import { authMock } from './auth/auth.mock';
import { calendarMock } from './calendar/calendar.mock';
import { chatMock } from './chat/chat.mock';
import { contactsMock } from './contacts/contacts.mock';
import { contentSearchMock } from './content-search/content-search.mock';
import { dashboardsMock } from './dashboards/dashboards.mock';
import { eCommerceMock } from './e-commerce/e-commerce.mock';
import { faqMock } from './faq/faq.mock';
import { fileManagerMock } from './file-manager/file-manager.mock';
import { iconsMock } from './icons/icons.mock';
import { initiativesMock } from './workspace/workspace.mock';
import { invoicesMock } from './invoices/invoices.mock';
import { knowledgeBaseMock } from './knowledge-base/knowledge-base.mock';
import { mailMock } from './mail/mail.mock';
import { meetingsMock } from './meetings/meetings.mock';
import { notesMock } from './notes/notes.mock';
import { profileMock } from './profile/profile.mock';
import { quickPanelMock } from './quick-panel/quick-panel.mock';
import { scrumboardMock } from './scrumboard/scrumboard.mock';
import { searchMock } from './search/search.mock';
import { todoMock } from './todo/todo.mock';
import { imageHandlers } from './lib/images.handlers';
import { defineMock, type MockManifest } from './lib/mock';

/** The mock's generated pictures (`/api/images/...`, drawn by lib/images.ts): held to their rules by their own tests. */
const imagesMock = defineMock({ id: 'images', handlers: imageHandlers, access: 'own rules' });

/**
 * Every app's mock, one manifest each (`<app>/<app>.mock.ts`): adding an app's mock is one entry here (and its
 * import). `src/mocks.test.ts` fails for a manifest this list leaves out.
 */
export const mocks = [
  authMock,
  quickPanelMock,
  iconsMock,
  dashboardsMock,
  chatMock,
  eCommerceMock,
  scrumboardMock,
  mailMock,
  todoMock,
  fileManagerMock,
  contactsMock,
  calendarMock,
  invoicesMock,
  profileMock,
  searchMock,
  contentSearchMock,
  faqMock,
  knowledgeBaseMock,
  academyMock,
  notesMock,
  initiativesMock,
  meetingsMock,
  imagesMock,
] as const satisfies readonly MockManifest[];

type Mocks = (typeof mocks)[number];

/** The handlers of each app, by its manifest's id, e.g. for a story that serves one app only. */
export const appHandlers = Object.fromEntries(mocks.map((mock) => [mock.id, mock.handlers])) as {
  [Mock in Mocks as Mock['id']]: Mock['handlers'];
};

/** Every MSW request handler of the mock API, in one array (in the order of `mocks`). */
export const handlers = mocks.flatMap((mock) => mock.handlers);

export { defineMock, type MockAccess, type MockManifest } from './lib/mock';

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
