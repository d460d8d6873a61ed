/**
 * What a person wrote or placed in a meeting and the server has not taken yet: kept on this device, per meeting
 * and user (localStorage), until the server answers again (issue 28: nothing typed is lost through an outage or
 * a reload). Each write is put here first, then sent; it leaves once the server took it or refused it.
 *
 * Never applied twice: a new idea or note carries an id the client made (`newId`: the server answers the record
 * an earlier send made); a ballot or a stance replaces the viewer's own, so sending it again changes nothing.
 * A later ballot (or stance) of the same phase (proposal) replaces the one waiting: only the last is sent.
 */
import type {
  SaveIdeaRequest,
  SaveNoteRequest,
  SaveStanceRequest,
  SaveVoteRequest,
} from '@chorus/mock-handlers/contracts';
import { proxy } from 'valtio';

export type OutboxWrite =
  | { kind: 'idea'; key: string; body: SaveIdeaRequest & { newId: string; phaseId: string } }
  | { kind: 'vote'; key: string; body: SaveVoteRequest }
  | { kind: 'stance'; key: string; body: SaveStanceRequest }
  | { kind: 'note'; key: string; body: SaveNoteRequest & { newId: string } };

/** `waiting`: a send found no server (or the entry was found at load: a reload), as opposed to being sent now. */
export type OutboxEntry = OutboxWrite & { at: number; waiting?: boolean };

/** What sending one write came to: taken, refused (a 4xx: sending it again gets the same answer), or no answer. */
export type SendOutcome = 'sent' | 'refused' | 'unreachable';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PREFIX = 'chorus.outbox.v1:';

/** The key of a meeting's writes by one user. */
export const outboxScope = (userId: string, meetingId: string) => `${userId}:${meetingId}`;

/** A client-made id for a new record (the contract's NewIdSchema: a UUID). */
export const newRecordId = (): string => globalThis.crypto.randomUUID();

/** The writes of a new idea, a ballot, a stance and a note, keyed for replacement and for idempotency. */
export const outboxWrites = {
  idea: (body: Omit<SaveIdeaRequest, 'id' | 'newId'> & { phaseId: string }): OutboxWrite => {
    const newId = newRecordId();
    return { kind: 'idea', key: `idea:${newId}`, body: { ...body, newId } };
  },
  vote: (body: SaveVoteRequest): OutboxWrite => ({ kind: 'vote', key: `vote:${body.phaseId}`, body }),
  stance: (body: SaveStanceRequest): OutboxWrite => ({
    kind: 'stance',
    key: `stance:${body.proposalId}`,
    body,
  }),
  note: (body: Omit<SaveNoteRequest, 'newId'>): OutboxWrite => {
    const newId = newRecordId();
    return { kind: 'note', key: `note:${newId}`, body: { ...body, newId } };
  },
};

function browserStorage(): KeyValueStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // Storage refused (private mode, a sandboxed frame): kept in memory only.
  }
}

export function createOutbox(storage: KeyValueStorage | null = browserStorage()) {
  const state = proxy<{ entries: Record<string, OutboxEntry[]> }>({ entries: {} });
  const flushing = new Set<string>();

  const read = (scope: string): OutboxEntry[] => {
    try {
      const text = storage?.getItem(PREFIX + scope);
      const value: unknown = text ? JSON.parse(text) : [];
      return Array.isArray(value)
        ? (value as OutboxEntry[]).map((entry) => ({ ...entry, waiting: true }))
        : [];
    } catch {
      return [];
    }
  };
  const write = (scope: string, entries: OutboxEntry[]) => {
    state.entries[scope] = entries;
    try {
      if (entries.length === 0) storage?.removeItem(PREFIX + scope);
      else storage?.setItem(PREFIX + scope, JSON.stringify(entries));
    } catch {
      // Full or refused: the entries stay in memory for this page's life.
    }
  };
  /** The scope's entries, read from storage the first time (a reload finds what was waiting). */
  const entriesOf = (scope: string): OutboxEntry[] => {
    let entries = state.entries[scope];
    if (!entries) {
      entries = read(scope);
      state.entries[scope] = entries;
    }
    return entries;
  };

  /** Forgets a write, if it is still the one given (a newer ballot put meanwhile stays). */
  const remove = (scope: string, entry: Pick<OutboxEntry, 'key' | 'at'>): void => {
    const entries = entriesOf(scope);
    const left = entries.filter((e) => !(e.key === entry.key && e.at === entry.at));
    if (left.length !== entries.length) write(scope, left);
  };

  return {
    /** Reactive: read with useSnapshot (`state.entries[scope]`, after `load(scope)`). */
    state,
    load(scope: string): readonly OutboxEntry[] {
      return entriesOf(scope);
    },
    /** Keeps a write (replacing a waiting one with the same key). */
    put(scope: string, entry: OutboxWrite, at = Date.now(), waiting = false): void {
      const entries = entriesOf(scope).filter((e) => e.key !== entry.key);
      write(scope, [...entries, { ...entry, at, waiting } as OutboxEntry]);
    },
    /** The server could not be reached for this write: it waits (shown as not saved yet). */
    markWaiting(scope: string, entry: Pick<OutboxEntry, 'key' | 'at'>): void {
      const entries = entriesOf(scope);
      if (!entries.some((e) => e.key === entry.key && e.at === entry.at && !e.waiting)) return;
      write(
        scope,
        entries.map((e) => (e.key === entry.key && e.at === entry.at ? { ...e, waiting: true } : e)),
      );
    },
    remove,
    /**
     * Sends what waits, oldest first; stops at the first write with no answer (the rest would meet the same
     * outage). One flush per scope at a time. Resolves with what is left.
     */
    async flush(scope: string, send: (entry: OutboxEntry) => Promise<SendOutcome>): Promise<number> {
      if (flushing.has(scope)) return entriesOf(scope).length;
      flushing.add(scope);
      try {
        for (const entry of [...entriesOf(scope)]) {
          if (!entriesOf(scope).some((e) => e.key === entry.key && e.at === entry.at)) continue;
          const outcome = await send(entry);
          if (outcome === 'unreachable') break;
          remove(scope, entry);
        }
      } finally {
        flushing.delete(scope);
      }
      return entriesOf(scope).length;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

/** The page's one outbox. */
export const meetingOutbox = createOutbox();

/** Forgets every kept write of this browser (stories start clean; a story's page outlives it). */
export function resetMeetingOutbox(): void {
  meetingOutbox.state.entries = {};
  const storage = browserStorage();
  if (!storage) return;
  for (const key of Object.keys(storage)) if (key.startsWith(PREFIX)) storage.removeItem(key);
}
