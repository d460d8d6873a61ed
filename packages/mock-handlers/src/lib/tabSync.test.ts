import { afterEach, describe, expect, test } from 'vitest';
import { notesStore } from '../notes/notes.db';
import { notesPaths } from '../notes/notes.schema';
import { apiPost, useMockServer } from '../test/server';
import { type DbSnapshot, getDbSnapshot, resetMockDb } from './db';
import { createMemoryStorage, DEFAULT_STORAGE_KEY, persistChanges } from './persistence';
import { syncTabs } from './tabSync';

useMockServer();

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

const titles = () => notesStore.state.notes.map((note) => note.title);

/** The other tab: a channel of its own on the sync channel's name, and the messages it received. */
function otherTab() {
  const channel = new BroadcastChannel(`${DEFAULT_STORAGE_KEY}.sync`);
  const received: Array<{ revision: number; snapshot: DbSnapshot | null }> = [];
  const waiters: Array<() => void> = [];
  channel.onmessage = (event: MessageEvent) => {
    received.push(event.data);
    for (const wake of waiters.splice(0)) wake();
  };
  const next = () => new Promise<void>((wake) => waiters.push(wake));
  return { channel, received, next };
}

describe('tab sync', () => {
  test('a write is saved at once and sent to the other tabs with the next revision', async () => {
    const storage = createMemoryStorage();
    const persistence = persistChanges(storage, { debounceMs: 10_000 });
    stop = syncTabs({ storage, key: DEFAULT_STORAGE_KEY, persistence, onRemote: () => {} });
    const other = otherTab();
    try {
      let arrived = other.next();
      await apiPost(notesPaths.createNote, { title: 'Saved at once' });
      expect(storage.getItem(DEFAULT_STORAGE_KEY)).toContain('Saved at once');
      expect(storage.getItem(`${DEFAULT_STORAGE_KEY}.rev`)).toBe('1');
      await arrived;
      expect(other.received[0]?.revision).toBe(1);
      expect(JSON.stringify(other.received[0]?.snapshot?.stores.notes)).toContain('Saved at once');

      arrived = other.next();
      await apiPost(notesPaths.createNote, { title: 'Saved next' });
      await arrived;
      expect(storage.getItem(`${DEFAULT_STORAGE_KEY}.rev`)).toBe('2');
      expect(other.received.map((message) => message.revision)).toEqual([1, 2]);
    } finally {
      other.channel.close();
      persistence.stop();
    }
  });

  test("a change made in another tab arrives in this tab's database and tells its screens", async () => {
    const storage = createMemoryStorage();
    const persistence = persistChanges(storage, { debounceMs: 10_000 });
    let remoteChanges = 0;
    let told: () => void = () => {};
    stop = syncTabs({
      storage,
      key: DEFAULT_STORAGE_KEY,
      persistence,
      onRemote: () => {
        remoteChanges++;
        told();
      },
    });
    const other = otherTab();
    try {
      // The other tab wrote a note: its whole state travels in the message.
      const theirs = getDbSnapshot();
      const notes = theirs.stores.notes as { notes: Array<{ id: string; title: string }> };
      notes.notes.unshift({
        ...(notes.notes[0] as { id: string; title: string }),
        id: 'n-other',
        title: 'From the other tab',
      });
      expect(titles()).not.toContain('From the other tab');
      let arrived = new Promise<void>((wake) => {
        told = wake;
      });
      other.channel.postMessage({ revision: 5, snapshot: theirs });
      await arrived;
      expect(remoteChanges).toBe(1);
      expect(titles()[0]).toBe('From the other tab');

      // An older message (it crossed a newer one) changes nothing and tells nobody.
      const before = getDbSnapshot();
      other.channel.postMessage({ revision: 4, snapshot: null });
      // A reset from the other tab, after it: back to the seed here too.
      arrived = new Promise<void>((wake) => {
        told = wake;
      });
      other.channel.postMessage({ revision: 6, snapshot: null });
      await arrived;
      expect(remoteChanges).toBe(2);
      expect(before.stores.notes).not.toEqual(getDbSnapshot().stores.notes);
      expect(titles()).not.toContain('From the other tab');
    } finally {
      other.channel.close();
      persistence.stop();
    }
  });

  test('a write first loads what another tab saved, so neither change is lost', async () => {
    const storage = createMemoryStorage();
    const persistence = persistChanges(storage, { debounceMs: 10_000 });
    stop = syncTabs({ storage, key: DEFAULT_STORAGE_KEY, persistence, onRemote: () => {} });
    await apiPost(notesPaths.createNote, { title: 'Written by the other tab' });
    const saved = storage.getItem(DEFAULT_STORAGE_KEY) as string;
    // This tab's memory falls behind: back to the seed, while the saved copy keeps the other tab's note.
    stop();
    resetMockDb();
    storage.setItem(DEFAULT_STORAGE_KEY, saved);
    stop = syncTabs({ storage, key: DEFAULT_STORAGE_KEY, persistence, onRemote: () => {} });
    storage.setItem(`${DEFAULT_STORAGE_KEY}.rev`, '999');
    expect(titles()).not.toContain('Written by the other tab');

    await apiPost(notesPaths.createNote, { title: 'Written here' });
    expect(titles()).toEqual(expect.arrayContaining(['Written by the other tab', 'Written here']));
    expect(storage.getItem(DEFAULT_STORAGE_KEY)).toContain('Written by the other tab');
    persistence.stop();
  });
});
