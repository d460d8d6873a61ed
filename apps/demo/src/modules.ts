/**
 * The product, as a table of contents: every app module the demo shows, in navigation order. The product's
 * modules (initiatives, meetings, sign-in) load with the first page; the template apps and pages (in
 * templateModules.ts) load once a user who may see them signs in, or for a link to one of their pages, so the
 * sign-in page carries none of their code however many there are.
 */
import { createAuthModule, initiativesModule, meetingsModule } from '@chorus/apps';
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
];

export const templateModules = () => import('./templateModules').then((loaded) => loaded.templateModules);
