/**
 * Start-up: the splash screen in index.html paints at once; the app code loads
 * behind it (one chunk: see vite.config.ts), the auth check runs, and the
 * splash goes when the check is done (§4: the app waits for it). The embedded
 * mock API (left out of a build with VITE_API_URL set) runs in a service
 * worker: see mockApi.ts.
 */
import { startServerLiveChannel } from '@chorus/apps';
import { connectAuthToShell, initAuth } from '@chorus/shell';
import { i18nOptions } from '@chorus/ui';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { configureAuthFromEnv } from './auth.setup';
import { installMockApi } from './mockApi';

// A small gate on fetch: the mock API runs in a service worker (see mockApi.ts). A VITE_API_URL build drops it
// (a constant condition). No top-level await here: a lazy chunk importing from this one while it awaited would
// deadlock.
// Development: a console warning for a message missing in a language, and the pseudo-locale in the menus.
i18nOptions.warnMissing = import.meta.env.DEV;
i18nOptions.offerPseudoLocale = import.meta.env.DEV;
if (!import.meta.env.VITE_API_URL) installMockApi();
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
