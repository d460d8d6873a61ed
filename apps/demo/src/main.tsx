/**
 * Start-up: the splash screen in index.html paints at once; the app code loads
 * behind it, the auth check runs, and the splash goes when the check is done
 * (§4: the app waits for it). The embedded mock API (left out of a build with
 * VITE_API_URL set) starts on first use: see mockApi.ts.
 */
import { connectAuthToShell, initAuth } from '@chorus/shell';
import { createRoot } from 'react-dom/client';
import { configureAuthFromEnv } from './auth.setup';

if (!import.meta.env.VITE_API_URL) {
  const { installLazyMockApi } = await import('./mockApi');
  installLazyMockApi();
}
configureAuthFromEnv();
connectAuthToShell();
const { App } = await import('./App');
void initAuth().finally(() => document.getElementById('splash')?.remove());
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(<App />);
