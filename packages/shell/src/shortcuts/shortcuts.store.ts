/**
 * The user's shortcuts (navigation item ids). A guest's are kept in local storage (defaults calendar, mail,
 * contacts, todo); a signed-in user's are saved through the configured persistence (user-update action).
 */
import { proxy } from 'valtio';
import { authStore, defaultGuestShortcuts } from '../auth/auth.store';
import { readStorage, writeStorage } from '../lib/storage';

export const GUEST_SHORTCUTS_KEY = 'chorus.shell.shortcuts';

export interface ShortcutsState {
  shortcuts: string[];
}

export const shortcutsStore = proxy<ShortcutsState>({ shortcuts: [...defaultGuestShortcuts] });

export interface ShortcutsPersistence {
  save(shortcuts: string[]): void | Promise<void>;
}

let persistence: ShortcutsPersistence | null = null;

export function configureShortcutsPersistence(next: ShortcutsPersistence | null): void {
  persistence = next;
}

function persist(): void {
  const data = [...shortcutsStore.shortcuts];
  if (authStore.status === 'authenticated') {
    if (persistence) void Promise.resolve(persistence.save(data)).catch(() => undefined);
  } else {
    writeStorage(GUEST_SHORTCUTS_KEY, data);
  }
}

/** Adds the id if absent, removes it if present, and saves. */
export function toggleShortcut(id: string): void {
  const index = shortcutsStore.shortcuts.indexOf(id);
  if (index === -1) shortcutsStore.shortcuts.push(id);
  else shortcutsStore.shortcuts.splice(index, 1);
  persist();
}

export function setShortcuts(ids: string[]): void {
  shortcutsStore.shortcuts = [...new Set(ids)];
  persist();
}

/** Replaces the shortcuts without saving (restoring a user's at sign-in). */
export function restoreShortcuts(ids: readonly string[] | null | undefined): void {
  shortcutsStore.shortcuts = [...(ids ?? defaultGuestShortcuts)];
}

export function restoreGuestShortcuts(): void {
  restoreShortcuts(readStorage<string[]>(GUEST_SHORTCUTS_KEY));
}

export function resetShortcutsStore(): void {
  shortcutsStore.shortcuts = [...defaultGuestShortcuts];
  persistence = null;
}
