/**
 * Whether a push channel tells this page about other people's changes: the demo's embedded mock API
 * (its cross-tab broadcast) today, a server's event stream later. While none is connected, the apps'
 * queries poll instead (see `query.tsx`), so "it updates by itself" holds against any API.
 * Tiny on purpose: the demo's start-up imports it.
 */
const channels = new Set();
const listeners = new Set();
/** Says a push channel is connected; the returned function says it is gone. */
export function connectLiveChannel(name = 'live') {
    const token = Symbol(name);
    channels.add(token);
    for (const listener of listeners)
        listener();
    return () => {
        channels.delete(token);
        for (const listener of listeners)
            listener();
    };
}
export function isLiveChannelConnected() {
    return channels.size > 0;
}
/** Calls `listener` when a channel connects or goes. */
export function onLiveChannelChange(listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
}
