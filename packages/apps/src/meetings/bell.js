/**
 * A phase's bell, by the server's clock. A tab's own clock may run seconds ahead of or behind the server's, so
 * each meeting answer carries `serverTime` and the tab keeps an estimate of the offset; at the bell it reads
 * the meeting again, and when the bell should change something (a timed reveal) it keeps reading, with a
 * bounded back-off, until the change shows or the phase moves on. The server also announces the reveal on the
 * live channel at the bell (packages/server/src/live/bells.ts); this is the tab's own guarantee.
 */
/** Samples kept: the best of the latest few (an old one may predate a correction of this machine's clock). */
const SAMPLES = 5;
/**
 * Each sample `serverTime − receivedAt` is at most the true offset (the answer took some time to arrive), so
 * the largest recent one is the closest, and an estimate is never ahead of the server: a bell set by it rings
 * at the server's deadline or just after, never before.
 */
export function createServerClock(localNow = () => Date.now()) {
    let samples = [];
    const offset = () => (samples.length > 0 ? Math.max(...samples) : 0);
    return {
        note(serverTime, receivedAt = localNow()) {
            const at = serverTime ? Date.parse(serverTime) : Number.NaN;
            if (Number.isNaN(at))
                return;
            samples = [...samples, at - receivedAt].slice(-SAMPLES);
        },
        offset,
        now: () => localNow() + offset(),
    };
}
/** This tab's estimate of the server's clock (meetings.api.ts notes every meeting answer). */
export const serverClock = createServerClock();
/** After the first read at the bell, the waits before each further read while the change has not shown. */
export const BELL_RETRY_MS = [250, 500, 1_000, 2_000, 4_000, 8_000, 15_000];
/** A little after the deadline by the server's clock (the estimate is never ahead of it). */
const AFTER_THE_BELL_MS = 50;
/** setTimeout's limit (about 24.8 days); a later bell is scheduled when the page is still open then. */
const MAX_DELAY_MS = 2_147_483_647;
/** Reads at the bell, and again until `settled` (bounded: BELL_RETRY_MS). Returns the cancel function. */
export function ringAtTheBell(options) {
    const { clock, refetch, settled, retryMs = BELL_RETRY_MS } = options;
    let timer;
    let cancelled = false;
    const wait = (delay, then) => {
        timer = setTimeout(then, delay);
    };
    const read = async (attempt) => {
        try {
            await refetch();
        }
        catch {
            // A failed read is retried like one that did not show the change yet.
        }
        if (cancelled || !settled || settled())
            return;
        const delay = retryMs[attempt];
        if (delay !== undefined)
            wait(delay, () => void read(attempt + 1));
    };
    const delay = Date.parse(options.endsAt) - clock.now() + AFTER_THE_BELL_MS;
    // A bell already past: read now only if its change is still awaited (else what was read already shows it).
    const due = !Number.isNaN(delay) && delay <= MAX_DELAY_MS && (delay >= 0 || settled !== undefined);
    if (due)
        wait(Math.max(0, delay), () => void read(0));
    return () => {
        cancelled = true;
        clearTimeout(timer);
    };
}
