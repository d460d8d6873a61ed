import { createHash } from 'node:crypto';
import {
  ApiFailure,
  type DataContext,
  type JsonPatch,
  patchOf,
  Reply,
  type DataEndpoint,
  type InitiativesState,
  type MeetingsData,
  type Viewer,
  makeupOf,
  meetingContracts,
  meetingEndpoints,
} from '@chorus/domain';
import { and, eq, exists, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import * as t from '../db/schema';
import { loadMeetingData } from '../store/data';
import type { LiveEvent } from './bus';
import type { ViewPrints, ViewsNow } from './stream';
import { deepFreeze } from '../store/deepFreeze';
import { createTurns } from './turns';

/**
 * What a viewer sees of a meeting, as a fingerprint per view: every meeting GET endpoint of the contract (the
 * detail, the list, ideas, the viewer's ballots, results, the report, the discussion), run for that viewer on the
 * meeting's data, over every phase and proposal of it, one fingerprint per endpoint (its path); a refusal counts
 * by its code, message and details. The live channel tells a viewer of a meeting's change only when one of these
 * moved, and names the views that did (the page refetches those): a member hears nothing while another member
 * writes in private (their ideas, their ballot), and hears what the method shows (the count of people who
 * submitted: the detail; the reveal: the detail and the ideas). The endpoints are read from the contract, so one
 * added later is covered.
 */
const GETS = (meetingEndpoints as readonly DataEndpoint[]).filter(
  // Grouping suggestions are computed from the loose ideas the ideas view already shows (and cost a clustering):
  // what moves them moves that view.
  (endpoint) => endpoint.method === 'GET' && endpoint.contract !== meetingContracts.groupSuggestions,
);

type Loaded = { data: MeetingsData; initiatives: InitiativesState };

/**
 * A view as text for the fingerprint (not JSON to be parsed: a stable spelling of what the viewer sees). The
 * views' clock (the detail's `serverTime`) says when it was read, not what changed: left out. A view's fields and
 * the fields of the records of a view that is a list (the meetings' summaries) are spelled one by one, a list or
 * record among them as the digest of its JSON: a frozen one is shared by every viewer of the load (the
 * participants, a meeting's attendee ids: frozenMemo in the domain), so its digest is made once and kept with it.
 */
export function spelling(view: unknown, depth = 0, record = false): string {
  if (view === null || typeof view !== 'object' || 'toJSON' in view) return JSON.stringify(view) ?? 'null';
  if (depth > 0 && !record) return digestOf(view);
  if (Array.isArray(view)) return `[${view.map((item) => spelling(item, depth + 1, depth === 0)).join(',')}]`;
  const fields: string[] = [];
  for (const [key, value] of Object.entries(view)) {
    if (value === undefined || typeof value === 'function' || (depth === 0 && key === 'serverTime')) continue;
    fields.push(`${JSON.stringify(key)}:${spelling(value, depth + 1)}`);
  }
  return `{${fields.join(',')}}`;
}

/**
 * A part's digest: of its JSON, or for a list of the digests of its records (the ideas of a view: most are the
 * same shared records for every viewer). The same for a frozen part and an equal live one.
 */
function digestOf(part: object): string {
  // A kept digest first: only a frozen part is kept, and it stays frozen (asking whether a record is frozen walks
  // its fields, for each of a viewer's 2,000 ideas).
  let text = texts.get(part);
  if (text === undefined) {
    let spelled: string;
    const makeup = makeupOf(part);
    if (makeup) {
      // A list said to be made of a shared frozen list and the viewer's own items, in an order named by its key:
      // spelled by those (the shared part's digest is kept), which fix the list whole.
      spelled = `made of ${digestOf(makeup.shared)} ${JSON.stringify(makeup.key)} [`;
      for (let index = 0; index < makeup.own.length; index++)
        spelled += `${index > 0 ? ',' : ''}${digestOf(makeup.own[index] as object)}`;
      spelled += ']';
    } else if (Array.isArray(part)) {
      spelled = '[';
      for (let index = 0; index < part.length; index++) {
        const item: unknown = part[index];
        if (index > 0) spelled += ',';
        spelled += isRecord(item) ? digestOf(item) : (JSON.stringify(item) ?? 'null');
      }
      spelled += ']';
    } else spelled = JSON.stringify(part);
    // 128 bits of SHA-256 (22 characters): a viewer's list of 2,000 ideas is spelled as their digests, hashed
    // again for each viewer; beyond reach of a collision made on purpose (2^64 tries).
    text = `#${createHash('sha256').update(spelled).digest().subarray(0, 16).toString('base64url')}`;
    if (Object.isFrozen(part)) texts.set(part, text);
  }
  return text;
}
const isRecord = (value: unknown): value is object =>
  value !== null && typeof value === 'object' && !('toJSON' in value);
const texts = new WeakMap<object, string>();

/**
 * Every GET endpoint's inputs for a meeting (the meeting, each of its phases and proposals, its initiative, as the
 * endpoint's schema reads them): they name no viewer, so they are worked out once per load.
 */
type Reads = Array<{ endpoint: DataEndpoint; inputs: Array<[key: string, input: unknown]> }>;
const readsOfLoad = new WeakMap<Loaded, Map<string, Reads>>();

function readsOf(loaded: Loaded, meeting: { id: string; initiativeId: string }): Reads {
  let byMeeting = readsOfLoad.get(loaded);
  if (!byMeeting) {
    byMeeting = new Map();
    readsOfLoad.set(loaded, byMeeting);
  }
  const known = byMeeting.get(meeting.id);
  if (known) return known;
  const { state } = loaded.data;
  const meetingId = meeting.id;
  const phases = state.phases.filter((phase) => phase.meetingId === meetingId).map((phase) => phase.id);
  const proposals = state.proposals
    .filter((proposal) => proposal.meetingId === meetingId)
    .map((proposal) => proposal.id);
  const candidates: Array<Record<string, string>> = [
    { id: meetingId },
    { meetingId },
    { initiativeId: meeting.initiativeId },
    ...phases.flatMap((phaseId): Array<Record<string, string>> => [{ phaseId }, { meetingId, phaseId }]),
    ...proposals.map((proposalId): Record<string, string> => ({ proposalId })),
  ];
  const reads: Reads = GETS.map((endpoint) => {
    const inputs = new Map<string, unknown>();
    for (const candidate of candidates) {
      const parsed = endpoint.schema.safeParse(candidate);
      if (parsed.success) inputs.set(JSON.stringify(parsed.data), parsed.data);
    }
    return { endpoint, inputs: [...inputs] };
  });
  byMeeting.set(meetingId, reads);
  return reads;
}

/** What the views are read with (no endpoint reads a GET's request body; one for every viewer). */
const LIVE_REQUEST = new Request('http://chorus.invalid/live');

/**
 * A value's JSON, the same as `JSON.stringify`'s, with the JSON of each frozen object kept: the parts of a load
 * that every viewer's answer shares (the participants, the ideas' records) are written once, not once per viewer.
 */
export function jsonOf(value: unknown): string {
  if (value === null || typeof value !== 'object' || 'toJSON' in value)
    return JSON.stringify(value) ?? 'null';
  // Only a frozen value's JSON is kept (and it stays frozen): looked up before asking.
  const known = jsons.get(value);
  if (known !== undefined) return known;
  const frozen = Object.isFrozen(value);
  let json: string;
  if (Array.isArray(value))
    json = `[${value.map((item) => (item === undefined || typeof item === 'function' || typeof item === 'symbol' ? 'null' : jsonOf(item))).join(',')}]`;
  else {
    const fields: string[] = [];
    for (const [key, field] of Object.entries(value))
      if (field !== undefined && typeof field !== 'function' && typeof field !== 'symbol')
        fields.push(`${JSON.stringify(key)}:${jsonOf(field)}`);
    json = `{${fields.join(',')}}`;
  }
  if (frozen) jsons.set(value, json);
  return json;
}
const jsons = new WeakMap<object, string>();

/**
 * The length of `jsonOf(value)` without writing it: a frozen part's from its kept JSON, a live object's or list's
 * as the sum of its parts'. A view too large for an event (a meeting of 2,000: its ideas and its detail are
 * 400 KB each) is known to be too large for the cost of its few live parts, not of writing 400 KB for every
 * viewer at every round only to leave it out.
 */
export function jsonLength(value: unknown): number {
  if (value === null || typeof value !== 'object' || 'toJSON' in value)
    return (JSON.stringify(value) ?? 'null').length;
  const known = jsons.get(value);
  if (known !== undefined) return known.length;
  if (Object.isFrozen(value)) return jsonOf(value).length;
  const makeup = makeupOf(value);
  if (makeup) {
    // The shared part's length (kept), each of the viewer's items in place of the one it replaces or added.
    let length = jsonLength(makeup.shared);
    let count = makeup.shared.length;
    for (let index = 0; index < makeup.own.length; index++) {
      const replaced = makeup.replaced[index];
      length += jsonLength(makeup.own[index]);
      if (replaced) length -= jsonLength(replaced);
      else count += 1;
    }
    return length + Math.max(0, count - 1) - Math.max(0, makeup.shared.length - 1);
  }
  let length = 2;
  let count = 0;
  if (Array.isArray(value))
    for (const item of value) {
      length +=
        item === undefined || typeof item === 'function' || typeof item === 'symbol' ? 4 : jsonLength(item);
      count += 1;
    }
  else
    for (const [key, field] of Object.entries(value))
      if (field !== undefined && typeof field !== 'function' && typeof field !== 'symbol') {
        length += JSON.stringify(key).length + 1 + jsonLength(field);
        count += 1;
      }
  return length + Math.max(0, count - 1);
}

/** The most an event carries of answers (JSON characters); views beyond it are named only (the page reads them). */
export const MAX_ANSWERS_CHARS = 192 * 1024;

/** An input that names the meeting, one of its phases or proposals: its answer is the same as a GET's. */
const namesTheMeeting = (input: unknown) =>
  input !== null &&
  typeof input === 'object' &&
  ['id', 'meetingId', 'phaseId', 'proposalId'].some((key) => key in input);

/**
 * A view's answers as a GET would give them (each input and its body), or null when one cannot go in an event: a
 * refusal, an answer with another status, or an input that does not name the meeting (a list over the viewer's
 * meetings, which the meeting's load does not hold whole).
 */
type Answers = Array<{ input: unknown; body: unknown }> | null;

/**
 * The bodies a stream has sent, by view and input (`answerKey`): its next answers of those are patches of them.
 * One per stream (its client keeps the same, from the same events, in order).
 */
export type SentBodies = Map<string, unknown>;

/**
 * The most bodies a stream keeps (its latest answers): a tab open all day hears many meetings, and each kept body is
 * a view whole. One pushed out is sent whole the next time (the client takes a whole body over any it kept).
 */
export const MAX_SENT_BODIES = 64;

/** Keeps `value` as the latest body of `key`, pushing out the least recently sent beyond MAX_SENT_BODIES. */
function keep(sent: SentBodies, key: string, value: unknown): void {
  sent.delete(key);
  sent.set(key, value);
  while (sent.size > MAX_SENT_BODIES) sent.delete(sent.keys().next().value as string);
}

/** The key of an answer in SentBodies (and in the client's copy): its view and its input's JSON. */
const answerKey = (view: string, inputJson: string) => `${view} ${inputJson}`;

/** The patch of a body that did not move (the view moved by another of its inputs): the empty one of its kind. */
function unmoved(body: unknown): JsonPatch {
  if (Array.isArray(body)) return body.length > 0 ? { a: {} } : { '=': body };
  return body !== null && typeof body === 'object' ? { o: {} } : { '=': body };
}

/**
 * The named views' answers as a JSON array (`[{view, input, body}]`) within `MAX_ANSWERS_CHARS`: a view that has
 * none, or would not fit, is left to the page to read. A body the same as an earlier one's (a meeting's ideas read
 * for each of its phases) is said once: `{view, input, sameAs}`, the index of that earlier answer. The detail's
 * clock (`serverTime`) says now: when it is sent.
 *
 * With `sent` (the bodies this stream sent before), an answer whose body the stream sent before is a patch of it
 * (`{view, input, patch}`: what moved, @chorus/domain's patchOf): a detail of 200 participants moves by a few
 * fields, not by its 40 KB. `sent` keeps the bodies of the answers that go.
 */
export function answersText(
  answers: ReadonlyMap<string, Answers>,
  views: readonly string[],
  sent?: SentBodies,
): string | undefined {
  const parts: string[] = [];
  /** The bodies said so far: their JSON, and the index of the answer that says it. */
  const bodies = new Map<string, number>();
  let size = 2;
  const now = new Date().toISOString();
  for (const view of views) {
    const entries = answers.get(view);
    if (!entries || entries.length === 0) continue;
    const texts: string[] = [];
    const fresh = new Map<string, number>();
    const kept: Array<[string, unknown]> = [];
    /** The characters of the view's answers so far, to leave a view out as soon as it cannot fit. */
    let written = 0;
    let fits = true;
    const said = entries.map(({ input, body }) => {
      const inputJson = JSON.stringify(input);
      const key = answerKey(view, inputJson);
      return {
        key,
        head: `{"view":${JSON.stringify(view)},"input":${inputJson}`,
        value:
          body !== null && typeof body === 'object' && 'serverTime' in body
            ? { ...body, serverTime: now }
            : body,
        before: sent?.get(key),
      };
    });
    // What the view's patches carry at least, together (each what its body grew by): a view read for each phase of
    // a meeting (its ideas, 200 revealed at once) is left out before any of its patches is worked out.
    let grown = size;
    for (const { value, before } of said) {
      if (before !== undefined) grown += Math.max(0, jsonLength(value) - jsonLength(before));
      if (grown > MAX_ANSWERS_CHARS) break;
    }
    if (grown > MAX_ANSWERS_CHARS) continue;
    for (const { key, head, value, before } of said) {
      kept.push([key, value]);
      if (before !== undefined) {
        // A patch carries at least what the body grew by (its new records and fields whole): when that cannot
        // fit, the patch is not worked out (a meeting's 2,000 ideas revealed, patched from the viewer's one). One
        // that is worked out is measured before it is written (its new records' JSON is kept with them).
        const room = MAX_ANSWERS_CHARS - (size + written + head.length + 11);
        if (jsonLength(value) - jsonLength(before) > room) {
          fits = false;
          break;
        }
        const patch = patchOf(before, value) ?? unmoved(value);
        if (jsonLength(patch) > room) {
          fits = false;
          break;
        }
        const text = `${head},"patch":${jsonOf(patch)}}`;
        texts.push(text);
        written += text.length + 1;
        continue;
      }
      // A body whole that cannot fit (with its head and closing brace, `,"body":` and `}`) is not written.
      if (size + written + head.length + 9 + jsonLength(value) + 1 > MAX_ANSWERS_CHARS) {
        fits = false;
        break;
      }
      const json = jsonOf(value);
      const same = bodies.get(json) ?? fresh.get(json);
      if (same !== undefined) texts.push(`${head},"sameAs":${same}}`);
      else {
        fresh.set(json, parts.length + texts.length);
        texts.push(`${head},"body":${json}}`);
      }
      written += (texts.at(-1)?.length ?? 0) + 1;
    }
    if (!fits) continue;
    const length = texts.reduce((sum, text) => sum + text.length + 1, 0);
    if (size + length > MAX_ANSWERS_CHARS) continue;
    size += length;
    for (const [json, index] of fresh) bodies.set(json, index);
    if (sent) for (const [key, value] of kept) keep(sent, key, value);
    parts.push(...texts);
  }
  return parts.length > 0 ? `[${parts.join(',')}]` : undefined;
}

/** A view that answered with a promise: the live channel reads views synchronously (fingerprintOn). */
class AsyncView extends Error {
  constructor(path: string) {
    super(`${path} answered asynchronously: the live channel reads views synchronously`);
  }
}

/** A read tried to change the frozen load (time settled something nobody wrote yet): run on a copy instead. */
class WouldChange extends Error {}

/**
 * The viewer's fingerprints (and the views' answers), computed on the shared load (frozen once per load: no copy per viewer), or, when a
 * read would change it (a phase closed at its bell and not written yet), on the viewer's own copy.
 */
function fingerprintOf(loaded: Loaded, meetingId: string, viewer: Viewer, now: number): ViewsNow {
  try {
    return fingerprintOn(loaded, meetingId, viewer, now, false);
  } catch (error) {
    if (!(error instanceof WouldChange)) throw error;
    return fingerprintOn(loaded, meetingId, viewer, now, true);
  }
}

/**
 * Synchronous: a viewer's views are one piece of work (a turn of the instance's, `createTurns`), not one await per
 * view, which would run every viewer's projections in step and send no event before the last one is done. The
 * meetings' GETs answer synchronously; one that did not would throw here, and the stream would tell its viewer
 * of every change naming no view (the page reads them all; privacy.test.ts would hear private writing).
 */
function fingerprintOn(
  loaded: Loaded,
  meetingId: string,
  viewer: Viewer,
  now: number,
  copy: boolean,
): ViewsNow {
  const data: MeetingsData = copy
    ? {
        ...loaded.data,
        state: structuredClone(loaded.data.state),
        presence: structuredClone(loaded.data.presence),
      }
    : loaded.data;
  const initiatives = copy ? structuredClone(loaded.initiatives) : loaded.initiatives;
  const meeting = data.state.meetings.find((entry) => entry.id === meetingId);
  if (!meeting) return { prints: {} };
  const context: DataContext = {
    request: LIVE_REQUEST,
    viewer,
    data,
    initiatives,
    accountOf: () => undefined,
    now,
    notify: () => {},
  };
  const prints: Record<string, string> = {};
  const answers = new Map<string, Answers>();
  for (const { endpoint, inputs } of readsOf(loaded, meeting)) {
    const hash = createHash('sha256');
    let answered: Answers = [];
    for (const [key, input] of inputs) {
      let view: unknown;
      try {
        view = endpoint.resolve(input, context);
        if (view instanceof Promise) throw new AsyncView(endpoint.path);
        if (view instanceof Reply || !namesTheMeeting(input)) answered = null;
        else answered?.push({ input, body: view });
      } catch (error) {
        if (error instanceof AsyncView) throw error;
        if (!copy && error instanceof TypeError) throw new WouldChange();
        answered = null;
        view =
          error instanceof ApiFailure
            ? { refused: error.code, message: error.message, details: error.details }
            : { failed: String(error) };
      }
      hash.update(`${key} ${spelling(view)}\n`);
    }
    prints[endpoint.path] = hash.digest('base64url');
    answers.set(endpoint.path, answered);
  }
  return { prints, answers: (views, sent) => answersText(answers, views, sent) };
}

export interface MeetingViews {
  /** The viewer's fingerprints of the event's meeting's views now, and their answers; null for an initiative (always told). */
  fingerprint(viewer: Viewer, event: LiveEvent): Promise<ViewsNow | null>;
  /** The fingerprints of the viewer's live meetings (a stream's starting point). */
  baseline(viewer: Viewer): Promise<Array<[key: string, prints: ViewPrints]>>;
}

export function meetingViews(db: Db): MeetingViews {
  // Every viewer's projection is a turn of the instance's: the event loop goes round between slices of them.
  const turn = createTurns();
  // One load per meeting and revision for every stream told of it (a burst's events share it), kept briefly.
  // Each viewer's views are read at the load's instant (not each at its own): one revision reads the same for
  // everyone, and what depends on the time (who is here) is worked out once (frozenMemoAt in the domain).
  const loads = new Map<string, { startedAt: number; loading: Promise<(Loaded & { at: number }) | null> }>();
  /** The meeting's load at `revision`, made after `heardAt` (who is here moves no revision: a later load shows it). */
  const loadOf = (meetingId: string, revision: number, heardAt = Number.NEGATIVE_INFINITY) => {
    const key = `${meetingId} ${revision}`;
    const known = loads.get(key);
    let loading = known && known.startedAt >= heardAt ? known.loading : undefined;
    if (!loading) {
      const startedAt = performance.now();
      // Frozen once: every viewer's fingerprint reads the same load (fingerprintOf).
      loading = loadMeetingData(db, meetingId).then((loaded) => {
        if (loaded) {
          deepFreeze(loaded.data.state);
          deepFreeze(loaded.data.initiatives);
          deepFreeze(loaded.data.presence);
          deepFreeze(loaded.initiatives);
          // The data itself too: the domain remembers what a frozen load's viewers share (frozenMemo).
          Object.freeze(loaded.data);
        }
        return loaded && { ...loaded, at: Date.now() };
      });
      const entry = { startedAt, loading };
      loads.set(key, entry);
      loading
        .catch(() => {})
        .finally(() =>
          setTimeout(() => {
            if (loads.get(key) === entry) loads.delete(key);
          }, 2_000).unref(),
        );
    }
    return loading;
  };
  return {
    async fingerprint(viewer, event) {
      if (event.kind !== 'meeting') return null;
      const loaded = await loadOf(event.id, event.revision, event.heardAt);
      if (!loaded) return null;
      await turn();
      return fingerprintOf(loaded, event.id, viewer, loaded.at);
    },
    async baseline(viewer) {
      // A guest's one meeting; anyone else's, those of the initiatives they own or belong to.
      const member =
        viewer.guestOf !== undefined
          ? eq(t.meetings.id, viewer.guestOf)
          : or(
              eq(t.initiatives.ownerId, viewer.uid),
              exists(
                db
                  .select({ one: t.initiativeMembers.userId })
                  .from(t.initiativeMembers)
                  .where(
                    and(
                      eq(t.initiativeMembers.initiativeId, t.initiatives.id),
                      eq(t.initiativeMembers.userId, viewer.uid),
                    ),
                  ),
              ),
            );
      const live = await db
        .select({ id: t.meetings.id, revision: t.meetings.revision })
        .from(t.meetings)
        .innerJoin(t.initiatives, eq(t.meetings.initiativeId, t.initiatives.id))
        .where(and(inArray(t.meetings.status, ['live']), member));
      const prints: Array<[string, ViewPrints]> = [];
      for (const meeting of live) {
        const loaded = await loadOf(meeting.id, meeting.revision);
        if (!loaded) continue;
        await turn();
        prints.push([`meeting:${meeting.id}`, fingerprintOf(loaded, meeting.id, viewer, loaded.at).prints]);
      }
      return prints;
    },
  };
}
