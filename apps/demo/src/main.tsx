/**
 * Start-up: the splash screen in index.html paints at once; meanwhile the
 * embedded mock API (absent from a build with VITE_API_URL set) and the app
 * code load in parallel. The auth check runs once the API answers, and the app
 * removes the splash when it is done (§4: the app waits for the check).
 */
import { connectAuthToShell, initAuth } from '@chorus/shell';
import { createRoot } from 'react-dom/client';
import { configureAuthFromEnv } from './auth.setup';

async function startMockApiIfEmbedded(): Promise<void> {
  if (import.meta.env.VITE_API_URL) return;
  const { startMockApi } = await import('@chorus/mock-handlers/browser');
  await startMockApi({ serviceWorkerUrl: `${import.meta.env.BASE_URL}mockServiceWorker.js` });
}

configureAuthFromEnv();
connectAuthToShell();
const [{ App }] = await Promise.all([import('./App'), startMockApiIfEmbedded()]);
// index.html's splash paints before any script; it goes once the auth check is done.
void initAuth().finally(() => document.getElementById('splash')?.remove());
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(<App />);
