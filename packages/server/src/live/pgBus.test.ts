import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PostgresCluster, postgresBin, startPostgres } from '../../../../scripts/pg-cluster.mjs';
import { createLocalBus, type LiveBus, type LiveEvent } from './bus';
import { createNotifyBus, createPgliteBus, createPostgresBus, livePayloads, parseLivePayload } from './pgBus';

/** Resolves with the first `count` events `bus` hears. */
function hear(bus: LiveBus, count: number): Promise<LiveEvent[]> {
  return new Promise((resolve) => {
    const heard: LiveEvent[] = [];
    const stop = bus.subscribe((event) => {
      heard.push(event);
      if (heard.length === count) {
        stop();
        resolve(heard);
      }
    });
  });
}

const meeting = (id: string, revision: number): LiveEvent => ({ kind: 'meeting', id, revision });

describe('live payloads', () => {
  it('round-trip events, split into notifications far under the 8000-byte limit', () => {
    const events = Array.from({ length: 100 }, (_, index) => meeting(`meeting-${index}`, index + 1));
    const payloads = livePayloads(events);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(payload.length).toBeLessThan(8000);
    expect(payloads.flatMap(parseLivePayload)).toEqual(events);
  });

  it("carry that a meeting's clock did not move (timing: false: its bell is not looked at again)", () => {
    const events: LiveEvent[] = [
      { kind: 'meeting', id: 'm1', revision: 3, timing: false },
      { kind: 'meeting', id: 'm2', revision: 4, timing: true },
      meeting('m3', 5),
    ];
    expect(livePayloads(events).flatMap(parseLivePayload)).toEqual([
      { kind: 'meeting', id: 'm1', revision: 3, timing: false },
      meeting('m2', 4),
      meeting('m3', 5),
    ]);
  });

  it('drop what is not an event and the fields an event does not carry', () => {
    const payload = JSON.stringify([
      { kind: 'meeting', id: 'm1', revision: 2, title: 'Secret' },
      { kind: 'mail', id: 'x', revision: 1 },
      { kind: 'initiative', id: '', revision: 1 },
      { kind: 'initiative', id: 'i1', revision: '3' },
    ]);
    expect(parseLivePayload(payload)).toEqual([meeting('m1', 2)]);
    expect(parseLivePayload('not json')).toEqual([]);
    expect(parseLivePayload('{"kind":"meeting"}')).toEqual([]);
  });
});

describe('notifications of a burst', () => {
  it('are merged while one is in flight: the latest revision of each meeting, its clock kept if any moved it', async () => {
    const sent: string[] = [];
    let release: () => void = () => {};
    const bus = await createNotifyBus({
      async notify(payload) {
        sent.push(payload);
        if (sent.length === 1) await new Promise<void>((resolve) => (release = resolve));
      },
      async listen() {},
      async close() {},
    });
    const first = bus.publish([meeting('m1', 1)]);
    const more = [
      bus.publish([{ ...meeting('m1', 2), timing: false }]),
      bus.publish([{ ...meeting('m2', 5), timing: false }]),
      bus.publish([meeting('m1', 3)]),
      bus.publish([{ ...meeting('m2', 6), timing: false }]),
    ];
    release();
    await Promise.all([first, ...more]);
    expect(sent.map((payload) => parseLivePayload(payload))).toEqual([
      [meeting('m1', 1)],
      [meeting('m1', 3), { ...meeting('m2', 6), timing: false }],
    ]);
    await bus.close();
  });
});

describe('the local bus', () => {
  it('tells every subscriber, and no longer one that unsubscribed', async () => {
    const bus = createLocalBus();
    const first: LiveEvent[] = [];
    const second: LiveEvent[] = [];
    bus.subscribe((event) => first.push(event));
    const stop = bus.subscribe((event) => second.push(event));
    await bus.publish([meeting('m1', 1)]);
    stop();
    await bus.publish([meeting('m1', 2)]);
    expect(first).toEqual([meeting('m1', 1), meeting('m1', 2)]);
    expect(second).toEqual([meeting('m1', 1)]);
  });
});

describe('the PGlite bus (LISTEN/NOTIFY in process)', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await PGlite.create();
  }, 60_000);
  afterAll(() => db?.close());

  it('delivers published events to the subscribers, in order, and nothing after close', async () => {
    const bus = await createPgliteBus(db);
    const heard = hear(bus, 3);
    const events = [
      meeting('m1', 1),
      { kind: 'initiative' as const, id: 'i1', revision: 4 },
      meeting('m1', 2),
    ];
    await bus.publish(events.slice(0, 2));
    await bus.publish(events.slice(2));
    expect(await heard).toEqual(events);

    const late: LiveEvent[] = [];
    bus.subscribe((event) => late.push(event));
    await bus.close();
    await db.query(`SELECT pg_notify('chorus_live', $1)`, [JSON.stringify([meeting('m1', 3)])]);
    expect(late).toEqual([]);
  });

  it('hears a notification sent inside a transaction only once it commits', async () => {
    const bus = await createPgliteBus(db);
    const heard: LiveEvent[] = [];
    bus.subscribe((event) => heard.push(event));
    await db.transaction(async (tx) => {
      await tx.query(`SELECT pg_notify('chorus_live', $1)`, [JSON.stringify([meeting('m2', 1)])]);
      expect(heard).toEqual([]);
    });
    await expect.poll(() => heard).toEqual([meeting('m2', 1)]);
    await bus.close();
  });
});

describe.skipIf(!postgresBin())('the PostgreSQL bus (two instances on one database)', () => {
  let cluster: PostgresCluster;
  beforeAll(async () => {
    cluster = await startPostgres();
  }, 60_000);
  afterAll(() => cluster?.stop());

  it("each instance hears the other's events and its own", async () => {
    const one = await createPostgresBus({ connectionString: cluster.url });
    const two = await createPostgresBus({ connectionString: cluster.url });
    const heardByOne = hear(one, 2);
    const heardByTwo = hear(two, 2);
    await one.publish([meeting('m1', 1)]);
    await two.publish([meeting('m1', 2)]);
    expect(await heardByOne).toEqual([meeting('m1', 1), meeting('m1', 2)]);
    expect(await heardByTwo).toEqual([meeting('m1', 1), meeting('m1', 2)]);
    await Promise.all([one.close(), two.close()]);
  });

  it('reconnects its LISTEN session after the database dropped it', async () => {
    const logs: string[] = [];
    const bus = await createPostgresBus({
      connectionString: cluster.url,
      reconnectMs: { min: 20, max: 200 },
      log: (message) => logs.push(message),
    });
    let interruptions = 0;
    bus.onInterruption?.(() => {
      interruptions += 1;
    });
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN chorus_live' AND pid <> pg_backend_pid()`,
    );
    await expect.poll(() => logs.length).toBeGreaterThan(0);
    // Listening again: an event published now arrives.
    await expect
      .poll(
        async () => {
          const { rows } = await admin.query(
            `SELECT count(*)::int AS n FROM pg_stat_activity WHERE query = 'LISTEN chorus_live'`,
          );
          return rows[0].n;
        },
        { timeout: 10_000 },
      )
      .toBe(1);
    const heard = hear(bus, 1);
    await bus.publish([meeting('m3', 7)]);
    expect(await heard).toEqual([meeting('m3', 7)]);
    // Told twice: when the session dropped, and once it listened again (events in between were not heard).
    expect(interruptions).toBe(2);
    await admin.end();
    await bus.close();
  });

  it('refuses to start on a database it cannot reach', async () => {
    await expect(
      createPostgresBus({ connectionString: 'postgres://nobody@127.0.0.1:9/none' }),
    ).rejects.toThrow();
  });
});
