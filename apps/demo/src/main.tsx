/**
 * Start-up: the splash screen in index.html paints at once; the app code loads
 * behind it (one chunk: see vite.config.ts), the auth check runs, and the
 * splash goes when the check is done (§4: the app waits for it). The embedded
 * mock API (left out of a build with VITE_API_URL set) runs in a service
 * worker: @chorus/mock-handlers/client here, its build in vite.config.ts.
 */
import { connectLiveChannel, startServerLiveChannel } from '@chorus/apps';
import { installMockApi } from '@chorus/mock-handlers/client';
import { connectAuthToShell, initAuth, showMessage } from '@chorus/shell';
import { i18nOptions } from '@chorus/ui';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { configureAuthFromEnv } from './auth.setup';

// A small gate on fetch: the mock API runs in a service worker (@chorus/mock-handlers/client). A VITE_API_URL
// build drops it (a constant condition). No top-level await here: a lazy chunk importing from this one while it
// awaited would deadlock.
// Development: a console warning for a message missing in a language, and the pseudo-locale in the menus.
i18nOptions.warnMissing = import.meta.env.DEV;
i18nOptions.offerPseudoLocale = import.meta.env.DEV;
if (!import.meta.env.VITE_API_URL) {
  const installed = installMockApi({
    base: import.meta.env.BASE_URL,
    onDataDiscarded: () =>
      showMessage({
        message: 'The saved demo data could not be read and was reset to the sample data.',
        variant: 'warning',
      }),
  });
  // The worker tells every tab of the origin about each change (REMOTE_CHANGE_EVENT): screens need no polling.
  if (installed) connectLiveChannel('mock-api');
}
configureAuthFromEnv();
connectAuthToShell();
// A real API's live channel (GET /api/live) while signed in; the mock's worker tells its tabs itself.
if (import.meta.env.VITE_API_URL) startServerLiveChannel();
void initAuth().finally(() => document.getElementById('splash')?.remove());
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const root = createRoot(container);
// In a transition the first render is done in slices, not in one long task (the splash stays meanwhile).
startTransition(() => root.render(<App />));
