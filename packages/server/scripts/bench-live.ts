// `npm run bench:live`: what one round of the live channel costs the server for a meeting of N attendees, each
// of whom has written an idea: the projections of every view of the meeting for every viewer (the fingerprints
// that decide who is told, and the answers an event carries), as `/api/live` makes them at a change. In-process,
// on embedded PGlite, without sockets or load generator: the part of `npm run bench:server -- --attendees 2000`'s
// reveal that grows with the meeting. A benchmark, not a test: it prints figures, and the cost per viewer of
// each size against the smallest one measured in the same run (1.0: a round grows with the viewers alone; 10:
// each viewer's views cost ten times more, as the meeting's ideas did).
//   npm run bench:live [-- --sizes 200,2000]
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { startServer } from '../src/app';
import * as t from '../src/db/schema';
import { meetingViews } from '../src/live/views';

const argv = process.argv.slice(2);
const at = argv.indexOf('--sizes');
const SIZES = (at >= 0 ? (argv[at + 1] ?? '') : '200,2000').split(',').map(Number);
if (SIZES.some((size) => !Number.isInteger(size) || size < 1)) {
  console.error('--sizes takes attendee counts, e.g. 200,2000');
  process.exit(2);
}
const MEETING = 'meeting-onboarding-next';

interface Round {
  round: string;
  ms: number;
  perViewer: number;
  fingerprint: number;
  answers: number;
  eventKB: number;
}

/** A fresh server on PGlite in memory, its seeded meeting started with `size` attendees who wrote an idea each. */
async function measure(size: number): Promise<Round[]> {
  const server = await startServer({
    jwtSecret: 'bench-live-secret-not-for-production',
    database: { pgliteDir: 'memory://' },
    port: 0,
    log: false,
    allowedOrigins: [],
  });
  try {
    const { db } = server.database;
    const post = async (path: string, body: unknown, token?: string) => {
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      const json = await response.json();
      if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
      return json;
    };
    const host = (
      (await post('/api/auth', { email: 'host@chorus.dev', password: 'chorus-host' })) as {
        access_token: string;
      }
    ).access_token;
    const [meeting] = await db.select().from(t.meetings).where(eq(t.meetings.id, MEETING));
    if (!meeting) throw new Error(`the seed has no ${MEETING}`);
    // The attendees straight into the tables (signing up 2,000 people would time scrypt, not the live channel).
    const uids = Array.from({ length: size }, (_, index) => `bench-live-${index}`);
    for (let start = 0; start < size; start += 500) {
      const part = uids.slice(start, start + 500);
      await db.insert(t.users).values(
        part.map((uid, index) => ({
          uid,
          from: 'password',
          role: ['attendee'],
          displayName: `Attendee ${start + index}`,
          email: `${uid}@bench.invalid`,
          photoURL: '',
          settings: {},
          shortcuts: [],
          userType: 2,
        })),
      );
      await db.insert(t.initiativeMembers).values(
        part.map((userId, index) => ({
          initiativeId: meeting.initiativeId,
          userId,
          position: 1_000 + start + index,
        })),
      );
    }
    await db
      .update(t.meetings)
      .set({ attendeeIds: [...meeting.attendeeIds, ...uids] })
      .where(eq(t.meetings.id, MEETING));
    await db.execute(sql`update initiatives set revision = revision + 1 where id = ${meeting.initiativeId}`);
    const { currentPhaseId } = (await post('/api/meetings/item/start', { id: MEETING }, host)) as {
      currentPhaseId: string;
    };
    const now = new Date();
    for (let start = 0; start < size; start += 500)
      await db.insert(t.ideas).values(
        uids.slice(start, start + 500).map((authorId, index) => ({
          id: `idea-bench-live-${start + index}`,
          meetingId: MEETING,
          phaseId: currentPhaseId,
          text: `Idea ${start + index} of the bench`,
          hidden: false,
          createdAt: now,
          showName: true,
          authorId,
          updatedAt: now,
        })),
      );
    const bump = () => db.execute(sql`update meetings set revision = revision + 1 where id = ${MEETING}`);
    await bump();

    const views = meetingViews(db);
    const viewers = uids.map((uid) => ({ uid, userType: 2 }));
    // Each stream keeps the bodies it sent (its next answers are patches of them), as /api/live does.
    const sent = viewers.map(() => new Map<string, unknown>());
    const round = async (name: string): Promise<Round> => {
      const [row] = await db
        .select({ revision: t.meetings.revision })
        .from(t.meetings)
        .where(eq(t.meetings.id, MEETING));
      const event = { kind: 'meeting' as const, id: MEETING, revision: row?.revision ?? 0 };
      // The meeting's load is made once per revision for every viewer: made here, outside the timing.
      await views.fingerprint({ uid: 'bench-live-warm', userType: 2 }, event);
      let fingerprint = 0;
      let answers = 0;
      let chars = 0;
      const started = performance.now();
      for (const [index, viewer] of viewers.entries()) {
        const before = performance.now();
        const now = await views.fingerprint(viewer, event);
        const between = performance.now();
        chars += now?.answers?.(Object.keys(now.prints), sent[index])?.length ?? 0;
        fingerprint += between - before;
        answers += performance.now() - between;
      }
      const ms = performance.now() - started;
      return {
        round: name,
        ms,
        perViewer: ms / size,
        fingerprint: fingerprint / size,
        answers: answers / size,
        eventKB: chars / size / 1024,
      };
    };
    const rounds = [await round('first sight (before the reveal)')];
    await bump();
    rounds.push(await round('an idea written (before the reveal)'));
    await post('/api/meetings/phase/reveal', { meetingId: MEETING }, host);
    rounds.push(await round('the reveal'));
    return rounds;
  } finally {
    await server.stop(500);
  }
}

const results = new Map<number, Round[]>();
for (const size of SIZES) results.set(size, await measure(size));
const smallest = Math.min(...SIZES);
const fixed = (value: number, digits = 2) => value.toFixed(digits);
console.log(
  '\nOne round of the live channel: every view of the meeting, for every viewer (in-process, PGlite)',
);
console.table(
  [...results].flatMap(([size, rounds]) =>
    rounds.map((round, index) => ({
      attendees: size,
      round: round.round,
      'round ms': fixed(round.ms, 0),
      'ms a viewer': fixed(round.perViewer),
      fingerprint: fixed(round.fingerprint),
      answers: fixed(round.answers),
      'event KB': fixed(round.eventKB, 1),
      [`a viewer's cost × ${smallest}`]: fixed(
        round.perViewer / (results.get(smallest)?.[index]?.perViewer ?? Number.NaN),
      ),
    })),
  ),
);
process.exit(0);
