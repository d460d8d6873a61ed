/**
 * Shell settings (spec §3): layout style and config, a theme per region, custom scrollbars.
 * Components read it with useSnapshot (the layouts, which mount in a transition, with useStoreSnapshot) and
 * change it only through the actions below.
 */
import { DEVICE_LOCALE_KEY, isLocale, type Locale } from '@chorus/ui';
import { proxy } from 'valtio';
import { authStore } from '../auth/auth.store';
import { clone, type DeepPartial, deepMerge } from '../lib/deepMerge';
import { readStorage, writeStorage } from '../lib/storage';
import { defaultSettings, layoutDefaults } from './layoutDefaults';
import {
  type LayoutConfig,
  type LayoutStyle,
  type Settings,
  type ColorScheme,
  type ShellThemeName,
  type TextDirectionSetting,
  textDirections,
  type ThemeRegion,
} from './settings.types';

export const GUEST_SETTINGS_KEY = 'chorus.shell.settings';

export interface SettingsState {
  /** The user's own settings (a guest's come from local storage). */
  settings: Settings;
  /** Overrides of the current route, e.g. /login hides navbar and toolbar; null on ordinary routes. */
  routeSettings: DeepPartial<Settings> | null;
  /** Whether the theme-settings dialog is open (not saved). */
  panelOpen: boolean;
}

export const settingsStore = proxy<SettingsState>({
  settings: clone(defaultSettings),
  routeSettings: null,
  panelOpen: false,
});

export function openSettingsPanel(): void {
  settingsStore.panelOpen = true;
}
export function closeSettingsPanel(): void {
  settingsStore.panelOpen = false;
}
export function toggleSettingsPanel(): void {
  settingsStore.panelOpen = !settingsStore.panelOpen;
}

/** Saves a signed-in user's settings (the auth layer wires it to its user-update action). */
export interface SettingsPersistence {
  save(settings: Settings): void | Promise<void>;
}

let persistence: SettingsPersistence | null = null;

/** Sets (or clears with null) how a signed-in user's settings are saved. Guests always use local storage. */
export function configureSettingsPersistence(next: SettingsPersistence | null): void {
  persistence = next;
}

function isSignedIn(): boolean {
  return authStore.status === 'authenticated';
}

/**
 * How long a signed-in user's settings must stay unchanged before they are saved: a drag through the
 * panel's options saves (and says 'User data saved with api') once, not once per click.
 */
export const SETTINGS_SAVE_DELAY_MS = 800;

let pendingSave: { timer: ReturnType<typeof setTimeout>; uid: string } | null = null;

function cancelPendingSave(): void {
  if (pendingSave) clearTimeout(pendingSave.timer);
  pendingSave = null;
}

/** Saves now what is waiting for the debounce (none waiting: nothing happens). */
export function flushSettingsSave(): void {
  if (!pendingSave) return;
  const { uid } = pendingSave;
  cancelPendingSave();
  // Signed out (or someone else signed in) meanwhile: that user's settings are not this one's to save.
  if (!isSignedIn() || authStore.user.uid !== uid || !persistence) return;
  void Promise.resolve(persistence.save(clone(settingsStore.settings))).catch(() => undefined);
}

// Leaving the page (a reload, a closed tab) saves what was still waiting.
globalThis.addEventListener?.('pagehide', flushSettingsSave);

function persist(): void {
  if (isSignedIn()) {
    if (!persistence) return;
    const uid = authStore.user.uid;
    cancelPendingSave();
    pendingSave = { uid, timer: setTimeout(flushSettingsSave, SETTINGS_SAVE_DELAY_MS) };
  } else {
    writeStorage(GUEST_SETTINGS_KEY, clone(settingsStore.settings));
  }
}

/** A complete settings object from a partial one (stored settings may be old or partial). */
export function normalizeSettings(partial: DeepPartial<Settings> | null | undefined): Settings {
  const style = partial?.layout?.style ?? defaultSettings.layout.style;
  const base: Settings = {
    ...clone(defaultSettings),
    layout: { style, config: clone(layoutDefaults[style]) },
  };
  return deepMerge(base, partial);
}

/** The settings in force: the user's settings with the current route's overrides laid over them. */
export function getEffectiveSettings(state: {
  settings: Settings;
  routeSettings: DeepPartial<Settings> | null;
}): Settings {
  const route = state.routeSettings;
  if (!route) return clone(state.settings) as Settings;
  const routeStyle = route.layout?.style;
  // A route that picks another style starts from that style's defaults, not from the user's config.
  const base =
    routeStyle && routeStyle !== state.settings.layout.style
      ? { ...clone(state.settings), layout: { style: routeStyle, config: clone(layoutDefaults[routeStyle]) } }
      : state.settings;
  return deepMerge(base as Settings, route);
}

/** Lays `partial` over the current settings and saves. */
export function setSettings(partial: DeepPartial<Settings>): void {
  settingsStore.settings = deepMerge(clone(settingsStore.settings), partial);
  persist();
}

/** Changes the layout style and resets the layout config to that style's defaults (§4). */
export function setLayoutStyle(style: LayoutStyle): void {
  settingsStore.settings.layout = { style, config: clone(layoutDefaults[style]) };
  persist();
}

export function setLayoutConfig(partial: DeepPartial<LayoutConfig>): void {
  settingsStore.settings.layout.config = deepMerge(clone(settingsStore.settings.layout.config), partial);
  persist();
}

export function setRegionTheme(region: ThemeRegion, theme: ShellThemeName): void {
  settingsStore.settings.theme[region] = theme;
  // A theme picked for the main area or the toolbar is the user's choice from now on, not the device's.
  if (settingsStore.settings.colorScheme === 'system' && (region === 'main' || region === 'toolbar'))
    settingsStore.settings.colorScheme = undefined;
  persist();
}

/** The themes of the main area and the toolbar for a colour scheme (light or dark). */
export function schemeTheme(dark: boolean): ShellThemeName {
  return dark ? 'defaultDark' : 'default';
}

/** The user menu's theme switch: light or dark sets the main area's and the toolbar's themes; system follows the device. */
export function setColorScheme(scheme: ColorScheme): void {
  const settings = settingsStore.settings;
  settings.colorScheme = scheme;
  if (scheme !== 'system') {
    settings.theme.main = schemeTheme(scheme === 'dark');
    settings.theme.toolbar = schemeTheme(scheme === 'dark');
  }
  persist();
}

export function setCustomScrollbars(value: boolean): void {
  settingsStore.settings.customScrollbars = value;
  persist();
}

/**
 * Changes the language: saved like every setting (a signed-in user's through user/update), and kept on this
 * device too, so the login page speaks it after sign-out. The document follows (see lib/localeSync.ts).
 */
export function setLanguage(locale: Locale): void {
  if (!isLocale(locale)) return;
  settingsStore.settings.locale = locale;
  writeStorage(DEVICE_LOCALE_KEY, locale);
  persist();
}

/** The document's direction: 'auto' lets the language decide. Saved like every setting. */
export function setTextDirection(direction: TextDirectionSetting): void {
  if (!textDirections.includes(direction)) return;
  settingsStore.settings.direction = direction;
  persist();
}

/**
 * An app's display preference (the dashboards' °C/°F, a widget's range): saved with the user's settings like
 * every setting (a signed-in user's through user/update, a guest's on this device), so a reload keeps it.
 */
export function setAppPreference(appId: string, name: string, value: string): void {
  const apps = settingsStore.settings.apps ?? {};
  apps[appId] = { ...apps[appId], [name]: value };
  settingsStore.settings.apps = apps;
  persist();
}

/** Folds or unfolds the vertical navbar (the "Toggle navbar" button on wide screens). */
export function toggleNavbarFolded(): void {
  setLayoutConfig({ navbar: { folded: !settingsStore.settings.layout.config.navbar.folded } });
}

export function setNavbarFolded(folded: boolean): void {
  setLayoutConfig({ navbar: { folded } });
}

/** Route-level overrides: set on entering a route, null on leaving it. Not saved. */
export function setRouteSettings(overrides: DeepPartial<Settings> | null | undefined): void {
  settingsStore.routeSettings = overrides ? clone(overrides) : null;
}

/** Replaces the settings without saving them (restoring a user's saved settings at sign-in). */
export function restoreSettings(saved: DeepPartial<Settings> | null | undefined): void {
  settingsStore.settings = normalizeSettings(saved);
}

/** Restores a guest's settings from local storage (defaults when none were kept). */
export function restoreGuestSettings(): void {
  const saved = readStorage<DeepPartial<Settings>>(GUEST_SETTINGS_KEY);
  // A guest's language is the device's last choice (kept apart: a signed-in user may have changed it since).
  if (saved) delete saved.locale;
  restoreSettings(saved);
}

/** Back to the §9 defaults, saved. */
export function resetSettingsToDefaults(): void {
  settingsStore.settings = clone(defaultSettings);
  persist();
}

/** Test and story helper: defaults, no route overrides, no persistence, nothing saved. */
export function resetSettingsStore(): void {
  settingsStore.settings = clone(defaultSettings);
  settingsStore.routeSettings = null;
  settingsStore.panelOpen = false;
  persistence = null;
  cancelPendingSave();
}
