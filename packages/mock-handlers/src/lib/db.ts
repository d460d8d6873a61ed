import type { z } from 'zod';

/**
 * The mock database: one store per app, seeded lazily (the first time a handler or
 * a snapshot needs it), so importing the package costs nothing and
 * `resetMockDb()` is synchronous.
 */
export interface StoreDefinition<T> {
  /** Unique name, also the key in snapshots. */
  name: string;
  /** Builds the seed; must be deterministic (fixed PRNG seed). */
  seed: () => T;
  /** Validates a persisted state before it is restored. */
  schema: z.ZodType<T>;
  /** Read-only catalogues are not persisted (they never change). Default true. */
  persist?: boolean;
}

export interface Store<T> {
  readonly name: string;
  /** The live state (seeded on first access). Mutate it, then the handler wrapper notifies. */
  readonly state: T;
  /** Replaces the whole state. */
  replace(next: T): void;
}

export interface DbSnapshot {
  version: number;
  stores: Record<string, unknown>;
}

export type DbChangeEvent = { type: 'change' } | { type: 'reset' } | { type: 'load' };
export type DbChangeListener = (event: DbChangeEvent) => void;

/** Bump when a store's shape changes: older persisted snapshots are then discarded. */
export const DB_VERSION = 1;

const definitions = new Map<string, StoreDefinition<unknown>>();
let states = new Map<string, unknown>();
const listeners = new Set<DbChangeListener>();
/** The stores read or replaced since the last `takeTouchedStores()`. */
const touched = new Set<string>();

/**
 * Where a persisted store's first state comes from, before its seed: the service worker's saved copy
 * (see worker/apiServer.ts). Read lazily, on the store's first use, and checked against its schema.
 */
export interface StoreSource {
  /** The saved state of a store, or undefined when none is saved. */
  read(name: string): unknown;
  /** The saved state failed the store's schema: the seed is used instead. */
  discarded?(name: string, reason: string): void;
}
let source: StoreSource | null = null;

function initialState(definition: StoreDefinition<unknown>): unknown {
  const saved = source && definition.persist !== false ? source.read(definition.name) : undefined;
  if (saved !== undefined) {
    const result = definition.schema.safeParse(saved);
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    source?.discarded?.(
      definition.name,
      `store "${definition.name}" is invalid at ${issue?.path.join('.') ?? '?'}`,
    );
  }
  return definition.seed();
}

/**
 * Installs the source of saved states (null: seeds only) and forgets the in-memory state, so that every
 * store is read again from the source on its next use.
 */
export function setStoreSource(next: StoreSource | null): void {
  source = next;
  states = new Map();
  touched.clear();
  emit({ type: 'load' });
}

/** The names of the persisted stores read or replaced since the last call (which clears the list). */
export function takeTouchedStores(): string[] {
  const names = [...touched].filter((name) => definitions.get(name)?.persist !== false);
  touched.clear();
  return names;
}

/** A store's seed, built afresh (the hard-coded-string detector reads the strings of stores nobody touched). */
export function seedOfStore(name: string): unknown {
  return definitions.get(name)?.seed();
}

/** A persisted store's live state, if it is loaded (undefined otherwise). Not a copy. */
export function peekStoreState(name: string): unknown {
  return states.get(name);
}

export function defineStore<T>(definition: StoreDefinition<T>): Store<T> {
  if (definitions.has(definition.name)) throw new Error(`Store "${definition.name}" defined twice`);
  definitions.set(definition.name, definition as StoreDefinition<unknown>);
  const { name } = definition;
  return {
    name,
    get state(): T {
      touched.add(name);
      if (!states.has(name)) states.set(name, initialState(definition));
      return states.get(name) as T;
    },
    replace(next: T) {
      touched.add(name);
      states.set(name, next);
    },
  };
}

function emit(event: DbChangeEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      console.error('[mock-api] a database listener failed', error);
    }
  }
}

/** Back to the seed, synchronously (stores reseed lazily on next access). */
export function resetMockDb(): void {
  source = null;
  states = new Map();
  emit({ type: 'reset' });
}

/** Called by handlers after a successful change. */
export function notifyDbChange(): void {
  emit({ type: 'change' });
}

/**
 * Runs a mutating request. By default at once: the service worker already answers one request at a time.
 * A host that shares the database between several writers installs a gate that serialises them.
 */
export type WriteGate = <T>(write: () => Promise<T>) => Promise<T>;
const immediate: WriteGate = (write) => write();
let writeGate: WriteGate = immediate;

/** Installs the write gate (null: back to running writes at once). */
export function setWriteGate(gate: WriteGate | null): void {
  writeGate = gate ?? immediate;
}

/** Called by the POST wrapper around each mutating handler. */
export function runWrite<T>(write: () => Promise<T>): Promise<T> {
  return writeGate(write);
}

/** Subscribes to changes (persistence, BroadcastChannel sync). Returns the unsubscribe function. */
export function onDbChange(listener: DbChangeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The names of every store, persisted or not (the read-only template data is not persisted). */
export function storeNames(): string[] {
  return [...definitions.keys()];
}

/** The names of the persisted stores. */
export function persistedStoreNames(): string[] {
  return [...definitions.values()].filter((d) => d.persist !== false).map((d) => d.name);
}

/** A JSON-serialisable copy of every persisted store. */
export function getDbSnapshot(): DbSnapshot {
  const stores: Record<string, unknown> = {};
  for (const definition of definitions.values()) {
    if (definition.persist === false) continue;
    if (!states.has(definition.name)) states.set(definition.name, initialState(definition));
    stores[definition.name] = states.get(definition.name);
  }
  return { version: DB_VERSION, stores: structuredClone(stores) };
}

export type LoadResult = { ok: true } | { ok: false; reason: string };

/**
 * Restores a snapshot, all or nothing: a wrong version, a missing or invalid store
 * leaves the database untouched and returns the reason. Stores absent from the
 * snapshot keep their seed.
 */
export function loadDbSnapshot(snapshot: unknown): LoadResult {
  if (!snapshot || typeof snapshot !== 'object') return { ok: false, reason: 'not an object' };
  const { version, stores } = snapshot as Partial<DbSnapshot>;
  if (version !== DB_VERSION) return { ok: false, reason: `version ${String(version)} is not ${DB_VERSION}` };
  if (!stores || typeof stores !== 'object') return { ok: false, reason: 'no stores' };
  const restored = new Map<string, unknown>();
  for (const [name, value] of Object.entries(stores)) {
    const definition = definitions.get(name);
    if (!definition || definition.persist === false) continue;
    const result = definition.schema.safeParse(value);
    if (!result.success) {
      const issue = result.error.issues[0];
      return { ok: false, reason: `store "${name}" is invalid at ${issue?.path.join('.') ?? '?'}` };
    }
    restored.set(name, result.data);
  }
  const next = new Map<string, unknown>();
  for (const [name, value] of restored) next.set(name, value);
  states = next;
  emit({ type: 'load' });
  return { ok: true };
}
