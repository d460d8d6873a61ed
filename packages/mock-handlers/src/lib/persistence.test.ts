import { afterEach, describe, expect, test, vi } from 'vitest';
import { apiPost, useMockServer } from '../test/server';
import { notesStore } from '../notes/notes.db';
import { notesPaths } from '../notes/notes.schema';
import { DB_VERSION, getDbSnapshot, loadDbSnapshot, onDbChange, resetMockDb } from './db';
import { DEFAULT_STORAGE_KEY, createMemoryStorage, persistChanges, restoreDb, saveDb } from './persistence';

useMockServer();

afterEach(() => {
  vi.restoreAllMocks();
});

describe('persistence', () => {
  test('a change is saved and survives a "reload"', async () => {
    const storage = createMemoryStorage();
    const persistence = persistChanges(storage, { debounceMs: 0 });
    await apiPost(notesPaths.createNote, { title: 'Keep me' });
    persistence.flush();
    persistence.stop();
    expect(storage.getItem(DEFAULT_STORAGE_KEY)).toContain('Keep me');

    resetMockDb();
    expect(notesStore.state.notes.some((note) => note.title === 'Keep me')).toBe(false);
    expect(restoreDb(storage)).toEqual({ restored: true, discarded: false });
    expect(notesStore.state.notes[0]?.title).toBe('Keep me');
  });

  test('nothing saved: the seed, nothing discarded', () => {
    expect(restoreDb(createMemoryStorage())).toEqual({ restored: false, discarded: false });
  });

  test('a corrupt store is discarded with a warning and the seed kept', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = createMemoryStorage();
    storage.setItem(DEFAULT_STORAGE_KEY, '{ broken');
    const status = restoreDb(storage);
    expect(status).toMatchObject({ restored: false, discarded: true, reason: 'not valid JSON' });
    expect(warn).toHaveBeenCalled();
    expect(storage.getItem(DEFAULT_STORAGE_KEY)).toBeNull();
    expect(notesStore.state.notes.length).toBeGreaterThanOrEqual(40);
  });

  test('an old version or an invalid store is discarded and nothing of it is loaded', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = createMemoryStorage();
    storage.setItem(DEFAULT_STORAGE_KEY, JSON.stringify({ version: DB_VERSION - 1, stores: {} }));
    expect(restoreDb(storage).discarded).toBe(true);

    const snapshot = getDbSnapshot();
    (snapshot.stores.notes as { notes: unknown[] }).notes = [{ id: 1 }];
    (snapshot.stores.calendar as { events: unknown[] }).events = [];
    storage.setItem(DEFAULT_STORAGE_KEY, JSON.stringify(snapshot));
    const status = restoreDb(storage);
    expect(status.discarded).toBe(true);
    expect(status.reason).toContain('notes');
  });

  test('loadDbSnapshot is all or nothing and notifies listeners', () => {
    const events: string[] = [];
    const stop = onDbChange((event) => events.push(event.type));
    const snapshot = getDbSnapshot();
    (snapshot.stores.calendar as { events: unknown[] }).events = [];
    expect(loadDbSnapshot(snapshot)).toEqual({ ok: true });
    expect(events).toContain('load');
    stop();
  });

  test('a reset removes the saved copy; a full storage only warns', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = createMemoryStorage();
    const persistence = persistChanges(storage);
    saveDb(storage);
    resetMockDb();
    expect(storage.getItem(DEFAULT_STORAGE_KEY)).toBeNull();
    persistence.stop();
    const full = {
      ...storage,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(saveDb(full)).toBe(false);
    expect(warn).toHaveBeenCalled();
  });
});
