/**
 * The template apps and pages, in navigation order (their items go in the navigation's template group). Loaded
 * after the first page (modules.ts): add a template app or page family here.
 */
import {
  authPagesModule,
  academyModule,
  calendarModule,
  comingSoonModule,
  chatModule,
  contactsModule,
  contentPagesModule,
  dashboardsModule,
  documentationModule,
  eCommerceModule,
  errorPagesModule,
  fileManagerModule,
  iconsModule,
  mailModule,
  maintenanceModule,
  mockOnlyModule,
  notesModule,
  profileModule,
  scrumboardModule,
  todoModule,
  uiPagesModule,
} from '@chorus/apps';
import type { AppModule } from '@chorus/shell';

const embeddedMockApi = !import.meta.env.VITE_API_URL;

// They run on the mock's data: a build for a real server shows a notice on their pages instead.
export const templateModules: AppModule[] = [
  mailModule,
  todoModule,
  notesModule,
  contactsModule,
  eCommerceModule,
  calendarModule,
  chatModule,
  scrumboardModule,
  fileManagerModule,
  academyModule,
  // The Pages collapse lists its families in this order.
  authPagesModule,
  comingSoonModule,
  errorPagesModule,
  maintenanceModule,
  profileModule,
  contentPagesModule,
  dashboardsModule,
  iconsModule,
]
  .map((module) => (embeddedMockApi ? module : mockOnlyModule(module)))
  // The UI pages and the documentation need no data: they run in every build.
  .concat([uiPagesModule, documentationModule]);
