/**
 * Start-up: the splash screen in index.html paints at once; meanwhile the
 * embedded mock API (absent from a build with VITE_API_URL set) and the app
 * code load in parallel, and the app renders once both are ready.
 */
import { createRoot } from 'react-dom/client';

async function startMockApiIfEmbedded(): Promise<void> {
  if (import.meta.env.VITE_API_URL) return;
  const { startMockApi } = await import('@chorus/mock-handlers/browser');
  await startMockApi({ serviceWorkerUrl: `${import.meta.env.BASE_URL}mockServiceWorker.js` });
}

const [{ App }] = await Promise.all([import('./App'), startMockApiIfEmbedded()]);
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(<App />);
