/** The product, as a table of contents: every app module the demo shows, in navigation order. */
import {
  calendarModule,
  chatModule,
  contactsModule,
  eCommerceModule,
  createAuthModule,
  fileManagerModule,
  initiativesModule,
  mailModule,
  meetingsModule,
  mockOnlyModule,
  notesModule,
  profileModule,
  contentPagesModule,
  scrumboardModule,
  todoModule,
} from '@chorus/apps';
import type { AppModule } from '@chorus/shell';

const embeddedMockApi = !import.meta.env.VITE_API_URL;

export const modules: AppModule[] = [
  initiativesModule,
  meetingsModule,
  createAuthModule({
    // The seeded accounts come with the mock API (a small data module, not the mock API itself); a real-API build shows none.
    demoAccounts: embeddedMockApi
      ? () =>
          import('@chorus/mock-handlers/demo-accounts').then(({ demoAccounts }) =>
            demoAccounts.map((account) => ({
              email: account.email,
              password: account.password,
              label: `${account.displayName} (${account.role.join(', ')}${account.userType === 1 ? ', Host' : ''})`,
            })),
          )
      : undefined,
  }),
  // The template apps run on the mock's data: a build for a real server shows a notice on their pages instead.
  ...[
    mailModule,
    todoModule,
    notesModule,
    contactsModule,
    eCommerceModule,
    calendarModule,
    chatModule,
    scrumboardModule,
    fileManagerModule,
    profileModule,
    contentPagesModule,
  ].map((module) => (embeddedMockApi ? module : mockOnlyModule(module))),
];
