/**
 * The embedded mock API starts on first use, not at boot: msw and the seed are
 * the heaviest code in the demo, and the login page needs neither to paint or
 * to be typed into. The first request to the API (a restored session's check,
 * a sign-in, a screen's data) waits for the worker; the first interaction with
 * the page warms it up so that the sign-in does not wait.
 */
import { connectLiveChannel } from '@chorus/apps';

type Fetch = typeof globalThis.fetch;

let starting: Promise<void> | null = null;

export function startMockApiOnce(): Promise<void> {
  starting ??= import('@chorus/mock-handlers/browser').then(({ startMockApi }) =>
    startMockApi({ serviceWorkerUrl: `${import.meta.env.BASE_URL}mockServiceWorker.js` }).then(
      () => undefined,
    ),
  );
  return starting;
}

function isApiRequest(input: Parameters<Fetch>[0]): boolean {
  const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const url = new URL(raw, window.location.href);
  return url.origin === window.location.origin && url.pathname.startsWith('/api/');
}

/** Gates same-origin /api/ requests on the worker, and warms it up on the first interaction. */
export function installLazyMockApi(): void {
  // The mock API tells every tab of the origin about each change (REMOTE_CHANGE_EVENT), so screens need no polling.
  connectLiveChannel('mock-api');
  const originalFetch: Fetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    if (isApiRequest(input)) await startMockApiOnce();
    return originalFetch(input, init);
  };
  const warmUp = () => {
    for (const type of ['pointerdown', 'keydown', 'focusin'] as const) {
      window.removeEventListener(type, warmUp, true);
    }
    void startMockApiOnce();
  };
  for (const type of ['pointerdown', 'keydown', 'focusin'] as const) {
    window.addEventListener(type, warmUp, { capture: true, passive: true });
  }
}
