/**
 * The template apps and pages, in navigation order (their items go in the navigation's template group). Loaded
 * after the first page (modules.ts). Adding a template app or page family is one line here: its module,
 * `apps.<name>Module` (exported by @chorus/apps); `modules.test.ts` fails for a module of @chorus/apps that
 * neither list names.
 */
import * as apps from '@chorus/apps';
import type { AppModule } from '@chorus/shell';

const embeddedMockApi = !import.meta.env.VITE_API_URL;

// They run on the mock's data: a build for a real server shows a notice on their pages instead.
export const templateModules: AppModule[] = [
  apps.mailModule,
  apps.todoModule,
  apps.notesModule,
  apps.contactsModule,
  apps.eCommerceModule,
  apps.calendarModule,
  apps.chatModule,
  apps.scrumboardModule,
  apps.fileManagerModule,
  apps.academyModule,
  // The Pages collapse lists its families in this order.
  apps.authPagesModule,
  apps.comingSoonModule,
  apps.errorPagesModule,
  apps.maintenanceModule,
  apps.profileModule,
  apps.contentPagesModule,
  apps.dashboardsModule,
  apps.iconsModule,
]
  .map((module) => (embeddedMockApi ? module : apps.mockOnlyModule(module)))
  // The UI pages and the documentation need no data: they run in every build.
  .concat([apps.uiPagesModule, apps.documentationModule]);
