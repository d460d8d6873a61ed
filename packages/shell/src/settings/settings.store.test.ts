import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearUser, guestUser, setUser } from '../auth/auth.store';
import { syncShellWithAuth } from '../wiring/shellSync';
import { defaultSettings, layoutDefaults } from './layoutDefaults';
import {
  configureSettingsPersistence,
  getEffectiveSettings,
  GUEST_SETTINGS_KEY,
  normalizeSettings,
  resetSettingsStore,
  restoreSettings,
  setAppPreference,
  setLayoutConfig,
  setLayoutStyle,
  setRegionTheme,
  setRouteSettings,
  SETTINGS_SAVE_DELAY_MS,
  setTextDirection,
  settingsStore,
  toggleNavbarFolded,
} from './settings.store';
import { documentDirection } from '../wiring/localeSync';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
  };
}

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  clearUser();
  resetSettingsStore();
});
afterEach(() => vi.unstubAllGlobals());

describe('settings store', () => {
  it('starts with the §9 defaults: layout1, full width, content scroll, dark navbar and footer', () => {
    expect(settingsStore.settings.layout.style).toBe('layout1');
    expect(settingsStore.settings.layout.config.mode).toBe('full');
    expect(settingsStore.settings.layout.config.scroll).toBe('content');
    expect(settingsStore.settings.theme).toEqual({
      main: 'default',
      navbar: 'mainThemeDark',
      toolbar: 'default',
      footer: 'mainThemeDark',
    });
  });

  it('resets the layout config to the new style defaults when the style changes', () => {
    setLayoutConfig({ mode: 'boxed', navbar: { folded: true }, footer: { display: false } });
    expect(settingsStore.settings.layout.config.mode).toBe('boxed');
    setLayoutStyle('layout3');
    expect(settingsStore.settings.layout).toEqual({ style: 'layout3', config: layoutDefaults.layout3 });
    setLayoutStyle('layout1');
    expect(settingsStore.settings.layout.config).toEqual(layoutDefaults.layout1);
  });

  it('merges partial layout config and toggles the folded flag', () => {
    setLayoutConfig({ toolbar: { position: 'above' } });
    expect(settingsStore.settings.layout.config.toolbar).toEqual({
      display: true,
      position: 'above',
      style: 'fixed',
    });
    toggleNavbarFolded();
    expect(settingsStore.settings.layout.config.navbar.folded).toBe(true);
    toggleNavbarFolded();
    expect(settingsStore.settings.layout.config.navbar.folded).toBe(false);
  });

  it('lays route settings over the user settings without changing them', () => {
    setRouteSettings({ layout: { config: { navbar: { display: false }, toolbar: { display: false } } } });
    const effective = getEffectiveSettings(settingsStore);
    expect(effective.layout.config.navbar.display).toBe(false);
    expect(effective.layout.config.toolbar.display).toBe(false);
    expect(effective.layout.config.footer.display).toBe(true);
    expect(settingsStore.settings.layout.config.navbar.display).toBe(true);
    setRouteSettings(null);
    expect(getEffectiveSettings(settingsStore).layout.config.navbar.display).toBe(true);
  });

  it('starts a route that picks another style from that style defaults', () => {
    setLayoutConfig({ mode: 'boxed' });
    setRouteSettings({ layout: { style: 'layout2' } });
    expect(getEffectiveSettings(settingsStore).layout.config).toEqual(layoutDefaults.layout2);
  });

  it('keeps a guest settings in local storage only', () => {
    const save = vi.fn();
    configureSettingsPersistence({ save });
    setRegionTheme('main', 'defaultDark');
    expect(save).not.toHaveBeenCalled();
    const stored = JSON.parse(localStorage.getItem(GUEST_SETTINGS_KEY) ?? 'null');
    expect(stored.theme.main).toBe('defaultDark');
  });

  it("saves an app's preferences beside the others, and a restore (a reload) brings them back", () => {
    vi.useFakeTimers();
    try {
      const save = vi.fn();
      configureSettingsPersistence({ save });
      setUser({ ...guestUser, uid: 'u1', from: 'api', role: ['admin'] });
      setAppPreference('dashboards', 'temperature', 'F');
      setAppPreference('dashboards', 'speed', 'MPH');
      vi.advanceTimersByTime(SETTINGS_SAVE_DELAY_MS);
      expect(save).toHaveBeenCalledTimes(1);
      const saved = save.mock.calls[0]?.[0];
      expect(saved.apps).toEqual({ dashboards: { temperature: 'F', speed: 'MPH' } });
      expect(saved.layout.style).toBe('layout1');
      resetSettingsStore();
      restoreSettings(saved);
      expect(settingsStore.settings.apps?.dashboards).toEqual({ temperature: 'F', speed: 'MPH' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('saves a signed-in user settings through the persistence hook, not local storage', () => {
    vi.useFakeTimers();
    try {
      const save = vi.fn();
      configureSettingsPersistence({ save });
      setUser({ ...guestUser, uid: 'u1', from: 'api', role: ['admin'] });
      setLayoutStyle('layout2');
      vi.advanceTimersByTime(SETTINGS_SAVE_DELAY_MS);
      expect(save).toHaveBeenCalledTimes(1);
      expect(save.mock.calls[0]?.[0].layout.style).toBe('layout2');
      expect(localStorage.getItem(GUEST_SETTINGS_KEY)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('saves a run of changes once, after they stop, with the last values (one "User data saved" message)', () => {
    vi.useFakeTimers();
    try {
      const save = vi.fn();
      configureSettingsPersistence({ save });
      setUser({ ...guestUser, uid: 'u1', from: 'api', role: ['admin'] });
      setLayoutConfig({ mode: 'boxed' });
      vi.advanceTimersByTime(SETTINGS_SAVE_DELAY_MS - 100);
      setRegionTheme('main', 'defaultDark');
      vi.advanceTimersByTime(SETTINGS_SAVE_DELAY_MS - 100);
      setTextDirection('rtl');
      expect(save).not.toHaveBeenCalled();
      vi.advanceTimersByTime(SETTINGS_SAVE_DELAY_MS);
      expect(save).toHaveBeenCalledTimes(1);
      const saved = save.mock.calls[0]?.[0];
      expect(saved.layout.config.mode).toBe('boxed');
      expect(saved.theme.main).toBe('defaultDark');
      expect(saved.direction).toBe('rtl');
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops a waiting save when the user signs out before it is due', () => {
    vi.useFakeTimers();
    try {
      const save = vi.fn();
      configureSettingsPersistence({ save });
      setUser({ ...guestUser, uid: 'u1', from: 'api', role: ['admin'] });
      setLayoutConfig({ mode: 'boxed' });
      clearUser();
      vi.advanceTimersByTime(SETTINGS_SAVE_DELAY_MS * 2);
      expect(save).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets the language decide the direction unless the settings choose one', () => {
    expect(documentDirection('ar')).toBe('rtl');
    expect(documentDirection('en')).toBe('ltr');
    setTextDirection('rtl');
    expect(documentDirection('en')).toBe('rtl');
    setTextDirection('ltr');
    expect(documentDirection('ar')).toBe('ltr');
    setTextDirection('auto');
    expect(documentDirection('ar')).toBe('rtl');
  });

  it('restores a user saved settings at sign-in and the guest ones at sign-out', () => {
    setRegionTheme('main', 'defaultDark');
    const stop = syncShellWithAuth();
    setUser({
      ...guestUser,
      uid: 'u2',
      from: 'api',
      role: ['staff'],
      data: { ...guestUser.data, settings: { layout: { style: 'layout3' } } },
    });
    expect(settingsStore.settings.layout).toEqual({ style: 'layout3', config: layoutDefaults.layout3 });
    expect(settingsStore.settings.theme.main).toBe('default');
    clearUser();
    expect(settingsStore.settings.theme.main).toBe('defaultDark');
    stop();
  });

  it('normalizes partial or empty saved settings to complete ones', () => {
    expect(normalizeSettings(undefined)).toEqual(defaultSettings);
    expect(normalizeSettings({ customScrollbars: false }).customScrollbars).toBe(false);
  });
});
