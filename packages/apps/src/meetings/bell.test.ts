import { afterEach, describe, expect, test, vi } from 'vitest';
import { BELL_RETRY_MS, createServerClock, ringAtTheBell } from './bell';

afterEach(() => vi.useRealTimers());

const T0 = Date.parse('2030-01-15T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe("the server's clock as a tab estimates it", () => {
  test('an answer stamped 3 s ahead of this tab moves the estimate 3 s ahead, never past the server', () => {
    let local = T0;
    const clock = createServerClock(() => local);
    expect(clock.now()).toBe(T0);
    // The server stamped 12:00:03.000; the answer arrived 200 ms later by the server's time.
    clock.note(iso(T0 + 3_000), T0 + 200);
    expect(clock.offset()).toBe(2_800);
    // A faster answer is a tighter bound: the largest sample wins.
    clock.note(iso(T0 + 3_000 + 1_000), T0 + 1_010);
    expect(clock.offset()).toBe(2_990);
    local = T0 + 5_000;
    expect(clock.now()).toBe(T0 + 7_990);
    // Nonsense is ignored.
    clock.note('not a time');
    clock.note(undefined);
    expect(clock.offset()).toBe(2_990);
  });

  test('a tab whose clock runs behind the server learns a negative offset; old samples age out', () => {
    const clock = createServerClock(() => T0);
    clock.note(iso(T0 + 60_000), T0); // before this machine's clock was corrected
    for (let i = 0; i < 5; i += 1) clock.note(iso(T0 - 4_000 - i), T0);
    expect(clock.offset()).toBe(-4_000);
  });
});

describe('the bell reads the meeting again at the deadline by the server’s clock, until it shows the change', () => {
  test('a tab 4 s ahead of the server does not read early: it reads at the server’s deadline', async () => {
    vi.useFakeTimers({ now: T0 + 4_000 }); // this tab's clock
    const clock = createServerClock();
    clock.note(iso(T0), T0 + 4_000); // the server says it is T0
    const refetch = vi.fn(async () => undefined);
    ringAtTheBell({ endsAt: iso(T0 + 10_000), clock, refetch });
    // By the tab's own clock the deadline passes after 6 s: no read yet.
    await vi.advanceTimersByTimeAsync(6_500);
    expect(refetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3_600);
    expect(refetch).toHaveBeenCalledTimes(1);
    // Nothing awaited (no `settled`): one read is all.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  test('a read that does not show the reveal yet is retried with a growing, bounded wait until it does', async () => {
    vi.useFakeTimers({ now: T0 });
    const clock = createServerClock();
    let revealed = false;
    const reads: number[] = [];
    const refetch = vi.fn(async () => {
      reads.push(Date.now() - T0);
      if (reads.length === 4) revealed = true;
    });
    ringAtTheBell({ endsAt: iso(T0 + 1_000), clock, refetch, settled: () => revealed });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(refetch).toHaveBeenCalledTimes(4);
    const waits = reads.slice(1).map((at, index) => at - (reads[index] ?? 0));
    expect(waits).toEqual(BELL_RETRY_MS.slice(0, 3));
    expect(reads[0]).toBeGreaterThanOrEqual(1_000);
  });

  test('a failed read is retried; the retries stop after the last wait, or when the phase moves on (cancel)', async () => {
    vi.useFakeTimers({ now: T0 });
    const clock = createServerClock();
    const failing = vi.fn(async () => {
      throw new Error('offline');
    });
    ringAtTheBell({ endsAt: iso(T0), clock, refetch: failing, settled: () => false });
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(failing).toHaveBeenCalledTimes(BELL_RETRY_MS.length + 1);

    const refetch = vi.fn(async () => undefined);
    const cancel = ringAtTheBell({ endsAt: iso(Date.now() + 1_000), clock, refetch, settled: () => false });
    await vi.advanceTimersByTimeAsync(1_100);
    expect(refetch).toHaveBeenCalledTimes(1);
    cancel();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  test('a bell already past reads at once only while its change is awaited', async () => {
    vi.useFakeTimers({ now: T0 });
    const clock = createServerClock();
    const plain = vi.fn(async () => undefined);
    ringAtTheBell({ endsAt: iso(T0 - 5_000), clock, refetch: plain });
    const awaited = vi.fn(async () => undefined);
    ringAtTheBell({ endsAt: iso(T0 - 5_000), clock, refetch: awaited, settled: () => true });
    await vi.advanceTimersByTimeAsync(100);
    expect(plain).not.toHaveBeenCalled();
    expect(awaited).toHaveBeenCalledTimes(1);
  });
});
