import { lazy, type ReactNode, Suspense } from 'react';
import type { RouteSettings } from '../app-module/AppModule';
import { shellSizes } from '../lib/sizes';
import { useStoreSnapshot } from '../lib/useStoreSnapshot';
import { getEffectiveSettings, settingsStore } from '../settings/settings.store';
import type { Settings } from '../settings/settings.types';
import { LayoutFooter, LayoutRoot, MainContent, OverlaysHosted, ShellOverlays } from './ShellParts';
import { useCurrentSettings, useDocumentTheme, useRegionThemes } from './useShellLayout';

// The three layouts (navbar, toolbar, navigation, search, shortcuts, user menu) load with the first page
// that shows any of them: a page without chrome (the sign-in pages) renders BareLayout and loads none.
const Layouts = {
  layout1: lazy(() => import('./Layout1').then((m) => ({ default: m.Layout1 }))),
  layout2: lazy(() => import('./Layout2').then((m) => ({ default: m.Layout2 }))),
  layout3: lazy(() => import('./Layout3').then((m) => ({ default: m.Layout3 }))),
} as const;

/** True when the settings show no navbar, toolbar or side panel: content and footer only. */
export function isChromeless(settings: Settings): boolean {
  const config = settings.layout.config;
  return (
    !config.navbar.display &&
    !config.toolbar.display &&
    !config.leftSidePanel.display &&
    !config.rightSidePanel.display
  );
}

/** Content and footer only, in the current themes (the sign-in pages). */
export function BareLayout({ children }: { children?: ReactNode }) {
  const settings = useCurrentSettings();
  const themes = useRegionThemes(settings);
  useDocumentTheme(themes.main);
  return (
    <LayoutRoot
      layout={settings.layout.style}
      settings={settings}
      mainTheme={themes.main}
      boxedWidth={shellSizes.boxedWidth}
    >
      {/* The footer goes in the content column, under the page (the frame is a row). */}
      <MainContent
        settings={settings}
        footer={<LayoutFooter settings={settings} themeClassName={themes.footer} place="always" />}
      >
        {children}
      </MainContent>
    </LayoutRoot>
  );
}

/**
 * The layout the current settings (with route overrides) choose, around the children. The overlays (quick
 * panel, settings, snackbar, dialog) live outside it, so changing the layout live keeps them open.
 */
export function ShellLayout({
  children,
  routeSettings,
}: {
  children?: ReactNode;
  /**
   * The current route's overrides, when the caller knows them from the location itself: then the first
   * render already has them (no flash of a navbar on /login, and no layout chunk loaded for nothing).
   */
  routeSettings?: RouteSettings | null;
}) {
  const userSettings = useStoreSnapshot(settingsStore, (state) => state.settings);
  const storedRouteSettings = useStoreSnapshot(settingsStore, (state) => state.routeSettings);
  const settings = getEffectiveSettings({
    settings: userSettings as Settings,
    routeSettings: (routeSettings === undefined
      ? storedRouteSettings
      : routeSettings) as RouteSettings | null,
  });
  const Layout = Layouts[settings.layout.style] ?? Layouts.layout1;
  return (
    <OverlaysHosted.Provider value>
      {isChromeless(settings) ? (
        <BareLayout>{children}</BareLayout>
      ) : (
        <Suspense fallback={<BareLayout>{null}</BareLayout>}>
          <Layout>{children}</Layout>
        </Suspense>
      )}
      <ShellOverlays />
    </OverlaysHosted.Provider>
  );
}
