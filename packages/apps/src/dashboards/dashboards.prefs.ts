/**
 * The dashboards' display preferences (the weather's units, the range chosen per widget), kept with the user's
 * settings (`settings.apps.dashboards`, saved through user/update like the theme; a guest's on this device), so
 * a reload, another tab or another device shows the same choice.
 */
import { setAppPreference, settingsStore } from '@chorus/shell';
import { useSnapshot } from 'valtio';

export const DASHBOARDS_APP = 'dashboards';

export type Preferences = Readonly<Record<string, string>>;

/** The saved preferences and the way to change one. */
export function usePreferences(): [Preferences, (name: string, value: string) => void] {
  const { settings } = useSnapshot(settingsStore);
  const saved = settings.apps?.[DASHBOARDS_APP] ?? {};
  return [saved, (name, value) => setAppPreference(DASHBOARDS_APP, name, value)];
}

/** A saved choice if it is still one of `allowed` (data change), else `fallback`. */
export function choice<T extends string>(
  prefs: Preferences,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const saved = prefs[name];
  return saved !== undefined && (allowed as readonly string[]).includes(saved) ? (saved as T) : fallback;
}
