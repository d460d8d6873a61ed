import { getThemeClassName } from '@chorus/ui';
import { useLayoutEffect } from 'react';
import { useStoreSnapshot } from '../lib/useStoreSnapshot';
import { useMediaQuery } from '../lib/useMediaQuery';
import { getEffectiveSettings, schemeTheme, settingsStore } from '../settings/settings.store';
import type { Settings, ThemeRegion } from '../settings/settings.types';

/** The settings in force on this route (user settings plus route overrides), reactive. */
export function useCurrentSettings(): Settings {
  const settings = useStoreSnapshot(settingsStore, (state) => state.settings);
  const routeSettings = useStoreSnapshot(settingsStore, (state) => state.routeSettings);
  return getEffectiveSettings({ settings, routeSettings } as unknown as Parameters<
    typeof getEffectiveSettings
  >[0]);
}

/**
 * The theme class name of each region, from the settings (main, navbar, toolbar, footer); with the colour scheme
 * 'system', the main area and the toolbar follow the device's light or dark preference, live.
 */
export function useRegionThemes(settings: Settings): Record<ThemeRegion, string> {
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const system = settings.colorScheme === 'system';
  return {
    main: getThemeClassName(system ? schemeTheme(prefersDark) : settings.theme.main),
    navbar: getThemeClassName(settings.theme.navbar),
    toolbar: getThemeClassName(system ? schemeTheme(prefersDark) : settings.theme.toolbar),
    footer: getThemeClassName(settings.theme.footer),
  };
}

/** Puts the main theme on <html>, so portals (dialogs, menus) are themed too. */
export function useDocumentTheme(mainClassName: string): void {
  useLayoutEffect(() => {
    const html = document.documentElement;
    const previous = Array.from(html.classList);
    html.classList.add(mainClassName);
    return () => {
      html.classList.remove(mainClassName);
      // Restore what another owner (e.g. Storybook's decorator) had set.
      for (const name of previous) html.classList.add(name);
    };
  }, [mainClassName]);
  useLayoutEffect(() => {
    const html = document.documentElement;
    for (const name of Array.from(html.classList)) {
      if (name !== mainClassName && isThemeClass(name)) html.classList.remove(name);
    }
  }, [mainClassName]);
}

const themeClassSet = new Set<string>();
function isThemeClass(name: string): boolean {
  if (themeClassSet.size === 0) {
    for (const theme of ['default', 'defaultDark', 'mainThemeDark'])
      themeClassSet.add(getThemeClassName(theme));
  }
  return themeClassSet.has(name);
}
