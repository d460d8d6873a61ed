import { proxy } from 'valtio';
import type { LiveStreamStatus } from '../liveStream';

/** The state of the server's live channel (serverLive.ts), shown by LiveStatus. */
export const liveStatusStore = proxy<{ status: LiveStreamStatus }>({ status: 'stopped' });
