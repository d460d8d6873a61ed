import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Database, openDatabase } from '../db/database';
import * as t from '../db/schema';
import { seedIfEmpty } from '../store/seed';
import { createLocalBus } from './bus';
import { sharedVisibility } from './serverLive';

/**
 * Who may hear of a meeting on the live channel is asked once per meeting for every stream of an instance
 * (issue 32: 2,000 streams asked 1,000 queries through a pool of 10), and asked again after any initiative event.
 */
describe('the streams’ shared visibility', () => {
  let database: Database;
  let counted = 0;
  beforeAll(async () => {
    database = openDatabase({ pgliteDir: 'memory://', logQuery: () => (counted += 1) });
    await database.prepare({ migrate: true, seed: (db) => seedIfEmpty(db) });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  test('fifty viewers of one meeting cost one query; an initiative event makes it ask again', async () => {
    const bus = createLocalBus();
    const visibility = sharedVisibility(database.db, bus);
    const meeting = { kind: 'meeting', id: 'meeting-onboarding-next', revision: 1 } as const;
    counted = 0;
    const viewers = [
      ...Array.from({ length: 48 }, (_, index) => `stranger-${index}`),
      'user-attendee',
      'user-host',
    ];
    const answers = await Promise.all(viewers.map((uid) => visibility.canSee(uid, meeting)));
    expect(counted).toBe(1);
    expect(answers.filter(Boolean)).toHaveLength(2);
    expect(await visibility.canSee('user-attendee', meeting)).toBe(true);
    expect(counted).toBe(1);
    // The attendee leaves the initiative: its event makes every answer be asked again.
    await database.db
      .delete(t.initiativeMembers)
      .where(
        and(
          eq(t.initiativeMembers.initiativeId, 'initiative-onboarding'),
          eq(t.initiativeMembers.userId, 'user-attendee'),
        ),
      );
    await bus.publish([{ kind: 'initiative', id: 'initiative-onboarding', revision: 9 }]);
    counted = 0;
    expect(await visibility.canSee('user-attendee', meeting)).toBe(false);
    expect(await visibility.canSee('user-host', meeting)).toBe(true);
    expect(counted).toBe(1);
    // An initiative's own events: its owner and members.
    expect(
      await visibility.canSee('user-staff', { kind: 'initiative', id: 'initiative-onboarding', revision: 9 }),
    ).toBe(true);
    expect(
      await visibility.canSee('user-staff', { kind: 'meeting', id: 'no-such-meeting', revision: 1 }),
    ).toBe(false);
    visibility.close();
  });
});
