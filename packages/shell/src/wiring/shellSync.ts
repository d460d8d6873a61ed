/**
 * Keeps settings and shortcuts in step with who is signed in: a signed-in user's saved settings and
 * shortcuts are restored at sign-in; a guest's come back from local storage.
 */
import { subscribe } from 'valtio';
import { authStore } from '../auth/auth.store';
import type { Settings } from '../settings/settings.types';
import { restoreGuestSettings, restoreSettings } from '../settings/settings.store';
import { restoreGuestShortcuts, restoreShortcuts } from '../shortcuts/shortcuts.store';
import type { DeepPartial } from '../lib/deepMerge';
import { syncLocale } from './localeSync';

let lastKey: string | null = null;

/** Applies the current auth state to settings and shortcuts if the user changed since the last call. */
export function applyAuthToShellStores(): void {
  if (authStore.status === 'checking') return;
  const key = `${authStore.status}:${authStore.user.uid}`;
  if (key === lastKey) return;
  lastKey = key;
  if (authStore.status === 'authenticated') {
    restoreSettings(authStore.user.data.settings as DeepPartial<Settings> | undefined);
    restoreShortcuts(authStore.user.data.shortcuts);
  } else {
    restoreGuestSettings();
    restoreGuestShortcuts();
  }
}

/** Starts following the auth store; returns the function that stops it. AppShell calls it on mount. */
export function syncShellWithAuth(): () => void {
  lastKey = null;
  applyAuthToShellStores();
  const stopAuth = subscribe(authStore, applyAuthToShellStores, true);
  const stopLocale = syncLocale();
  return () => {
    stopAuth();
    stopLocale();
  };
}
