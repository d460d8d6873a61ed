/**
 * The server's live channel for a real-API build (VITE_API_URL): the stream opens once the user is signed in (or a
 * meeting guest's page holds its guest token) and closes at sign-out; its state drives the "Reconnecting…" status (LiveStatus). With the embedded mock
 * API nothing of this runs (its service worker tells the tabs itself). The stream's code loads at the first
 * sign-in: the sign-in page does not carry it.
 */
import { apiUrl, authStore, requestToken, tabBearer } from '@chorus/shell';
import { subscribe } from 'valtio/vanilla';
import { liveStatusStore } from './live-status/liveStatus.store';
import type { LiveStream } from './liveStream';

export { liveStatusStore };

let stopCurrent: (() => void) | null = null;

/** Opens `/api/live` while someone is signed in, for the rest of the page's life. Returns the stop function. */
export function startServerLiveChannel(options: { url?: string } = {}): () => void {
  stopCurrent?.();
  let stream: LiveStream | null = null;
  let loading = false;
  let stopped = false;
  // Signed in, or a meeting guest's page holding its guest token (tabBearer).
  const signedIn = () =>
    (authStore.status === 'authenticated' || tabBearer.token !== null) && Boolean(requestToken());
  const follow = () => {
    if (stopped) return;
    if (!signedIn()) stream?.stop();
    else if (stream) stream.start();
    else if (!loading) {
      loading = true;
      void import('./liveStream').then(({ createLiveStream }) => {
        stream = createLiveStream({
          url: options.url ?? apiUrl('/api/live'),
          token: requestToken,
          onStatus: (status) => {
            liveStatusStore.status = status;
          },
        });
        follow();
      });
    }
  };
  follow();
  const unsubscribeAuth = subscribe(authStore, follow);
  const unsubscribeBearer = subscribe(tabBearer, () => {
    // Another bearer: the stream opens again with it.
    stream?.stop();
    follow();
  });
  const unsubscribe = () => {
    unsubscribeAuth();
    unsubscribeBearer();
  };
  const stop = () => {
    stopped = true;
    unsubscribe();
    stream?.stop();
    if (stopCurrent === stop) stopCurrent = null;
  };
  stopCurrent = stop;
  return stop;
}
