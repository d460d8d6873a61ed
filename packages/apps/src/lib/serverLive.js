/**
 * The server's live channel for a real-API build (VITE_API_URL): the stream opens once the user is signed in
 * and closes at sign-out; its state drives the "Reconnecting…" status (LiveStatus). With the embedded mock
 * API nothing of this runs (its service worker tells the tabs itself).
 */
import { apiUrl, authStore, getAccessToken } from '@chorus/shell';
import { proxy } from 'valtio';
import { subscribe } from 'valtio/vanilla';
import { createLiveStream } from './liveStream';
export const liveStatusStore = proxy({ status: 'stopped' });
let stream = null;
/** Opens `/api/live` while someone is signed in, for the rest of the page's life. Returns the stop function. */
export function startServerLiveChannel(options = {}) {
    stream?.stop();
    const current = createLiveStream({
        url: options.url ?? apiUrl('/api/live'),
        token: getAccessToken,
        onStatus: (status) => {
            liveStatusStore.status = status;
        },
    });
    stream = current;
    const follow = () => {
        if (authStore.status === 'authenticated' && getAccessToken())
            current.start();
        else
            current.stop();
    };
    follow();
    const unsubscribe = subscribe(authStore, follow);
    return () => {
        unsubscribe();
        current.stop();
        if (stream === current)
            stream = null;
    };
}
