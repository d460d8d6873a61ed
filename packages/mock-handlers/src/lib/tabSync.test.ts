import { afterEach, describe, expect, test } from 'vitest';
import { notesStore } from '../notes/notes.db';
import { notesPaths } from '../notes/notes.schema';
import { apiPost, useMockServer } from '../test/server';
import { resetMockDb } from './db';
import { createMemoryStorage, DEFAULT_STORAGE_KEY, persistChanges } from './persistence';
import { syncTabs } from './tabSync';

useMockServer();

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

const titles = () => notesStore.state.notes.map((note) => note.title);

describe('tab sync', () => {
  test('a write is saved at once and announced with a new revision', async () => {
    const storage = createMemoryStorage();
    const persistence = persistChanges(storage, { debounceMs: 10_000 });
    stop = syncTabs({ storage, key: DEFAULT_STORAGE_KEY, persistence, onRemote: () => {} });
    await apiPost(notesPaths.createNote, { title: 'Saved at once' });
    expect(storage.getItem(DEFAULT_STORAGE_KEY)).toContain('Saved at once');
    expect(storage.getItem(`${DEFAULT_STORAGE_KEY}.rev`)).toBeTruthy();
    persistence.stop();
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
