/**
 * The client of a Chorus server's live channel (`GET /api/live`, Server-Sent Events; docs/meetings.md):
 * read with `fetch` and a stream reader, not EventSource, so the request carries the same
 * `Authorization: Bearer` token as every call.
 *
 * - While the stream is open it counts as a push channel (`connectLiveChannel`): screens stop polling.
 * - Each `change` event (`{kind, id, revision}`, no content) becomes the window's `REMOTE_CHANGE_EVENT`, with
 *   `{kind, id}` as its detail; a burst within `gatherMs` is one refresh.
 * - When it drops (network, server restart, an expired token), the page polls again and the stream reconnects
 *   with back-off: the server's `retry:` hint first, doubling up to `maxDelayMs`, reset once it is open again.
 *   Connecting again refreshes what is on screen (what changed meanwhile was not heard).
 * - Without a token there is no stream: `stop()` when the user signs out.
 */
import { REMOTE_CHANGE_EVENT } from '@chorus/mock-handlers/contracts';
import { connectLiveChannel } from './live';
/** Feeds text into a Server-Sent Events parser; calls `onEvent` for each complete event (comments skipped). */
export function createEventParser(onEvent) {
    let buffer = '';
    let event = '';
    let data = [];
    let retry;
    const line = (text) => {
        if (text === '') {
            if (data.length > 0 || retry !== undefined)
                onEvent({ event: event || 'message', data: data.join('\n'), retry });
            event = '';
            data = [];
            retry = undefined;
            return;
        }
        if (text.startsWith(':'))
            return;
        const colon = text.indexOf(':');
        const field = colon < 0 ? text : text.slice(0, colon);
        const value = colon < 0 ? '' : text.slice(colon + 1).replace(/^ /, '');
        if (field === 'event')
            event = value;
        else if (field === 'data')
            data.push(value);
        else if (field === 'retry' && /^\d+$/.test(value))
            retry = Number(value);
    };
    return (chunk) => {
        buffer += chunk;
        const lines = buffer.split(/\r\n|\r|\n/);
        buffer = lines.pop() ?? '';
        for (const text of lines)
            line(text);
    };
}
function parseChange(data) {
    try {
        const value = JSON.parse(data);
        if ((value.kind === 'meeting' || value.kind === 'initiative') && typeof value.id === 'string') {
            return { kind: value.kind, id: value.id, revision: Number(value.revision) || 0 };
        }
    }
    catch {
        // Not an event of ours.
    }
    return null;
}
/** The default `onChanges`: one REMOTE_CHANGE_EVENT for the burst, its detail the changes (LiveChangeDetail). */
export function announceChanges(changes) {
    const detail = { changes: changes.map(({ kind, id }) => ({ kind, id })) };
    globalThis.dispatchEvent?.(new CustomEvent(REMOTE_CHANGE_EVENT, { detail }));
}
export function createLiveStream(options) {
    const { url, token, onStatus, onChanges = announceChanges, minDelayMs = 1_000, maxDelayMs = 30_000, gatherMs = 100, } = options;
    const doFetch = options.fetch ?? ((...args) => globalThis.fetch(...args));
    let status = 'stopped';
    let controller = null;
    let timer;
    let hint = minDelayMs;
    let delay = minDelayMs;
    let pending = new Map();
    let gathering;
    let wasOpen = false;
    const setStatus = (next) => {
        if (status === next)
            return;
        status = next;
        onStatus?.(status);
    };
    const flush = () => {
        gathering = undefined;
        const changes = [...pending.values()];
        pending = new Map();
        if (changes.length > 0)
            onChanges(changes);
    };
    const heard = (change) => {
        pending.set(`${change.kind}:${change.id}`, change);
        if (gathering === undefined)
            gathering = setTimeout(flush, gatherMs);
    };
    /** Everything on screen may be stale (nothing was heard for a while): refresh it all. */
    const refreshAll = () => globalThis.dispatchEvent?.(new Event(REMOTE_CHANGE_EVENT));
    const retryLater = () => {
        if (status === 'stopped')
            return;
        setStatus('reconnecting');
        const wait = Math.min(maxDelayMs, Math.max(delay, hint));
        // A little jitter: a restarted server is not met by every client in the same millisecond.
        timer = setTimeout(connect, wait * (0.8 + Math.random() * 0.4));
        delay = Math.min(maxDelayMs, Math.max(delay, hint) * 2);
    };
    async function connect() {
        timer = undefined;
        const bearer = token();
        if (!bearer) {
            stop();
            return;
        }
        const own = new AbortController();
        controller = own;
        let disconnect = null;
        try {
            const response = await doFetch(url, {
                headers: { Authorization: `Bearer ${bearer}`, Accept: 'text/event-stream' },
                cache: 'no-store',
                signal: own.signal,
            });
            if (!response.ok || !response.body)
                throw new Error(`The live channel answered ${response.status}`);
            disconnect = connectLiveChannel('server-stream');
            setStatus('open');
            delay = minDelayMs;
            if (wasOpen)
                refreshAll();
            wasOpen = true;
            const parse = createEventParser((event) => {
                if (event.retry !== undefined)
                    hint = Math.max(minDelayMs, event.retry);
                if (event.event !== 'change')
                    return;
                const change = parseChange(event.data);
                if (change)
                    heard(change);
            });
            const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
            for (;;) {
                const { value, done } = await reader.read();
                if (done)
                    break;
                parse(value);
            }
        }
        catch {
            // Dropped, refused or aborted: below.
        }
        disconnect?.();
        if (controller !== own)
            return;
        controller = null;
        if (disconnect)
            refreshAll(); // Polling again: the screens' intervals start from a fresh fetch.
        retryLater();
    }
    function start() {
        if (status !== 'stopped')
            return;
        setStatus('connecting');
        void connect();
    }
    function stop() {
        setStatus('stopped');
        if (timer)
            clearTimeout(timer);
        timer = undefined;
        const current = controller;
        controller = null;
        current?.abort();
        delay = minDelayMs;
        wasOpen = false;
    }
    return {
        get status() {
            return status;
        },
        start,
        stop,
    };
}
