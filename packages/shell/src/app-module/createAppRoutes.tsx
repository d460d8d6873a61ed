/**
 * Builds the react-router route tree, the navigation and the guards from a list of app modules.
 * The demo only lists modules: `<AppShell modules={modules} />`, or `createAppRouter(modules)` for a router
 * of its own (`createAppRoutes` gives the plain route objects, e.g. for createMemoryRouter in tests).
 */
import {
  type ComponentType,
  lazy,
  type LazyExoticComponent,
  type ReactNode,
  Suspense,
  startTransition,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import {
  BrowserRouter,
  createBrowserRouter,
  Navigate,
  matchPath,
  matchRoutes,
  Outlet,
  type RouteObject,
  useLocation,
  useRoutes,
} from 'react-router';
import { preloadCatalogues, useCatalogueLoads } from '@chorus/ui';
import { subscribe, useSnapshot } from 'valtio';
import { authRoles, authStore } from '../auth/auth.store';
import { ForbiddenPage, NotFoundPage, RouteErrorBoundary } from '../error-page/ErrorPage';
import { ShellLayout } from '../layouts/ShellLayout';
import { ShellLoading as Loading } from '../lib/ShellLoading';
import { configureShell, type ShellConfig, shellConfig } from '../lib/shellConfig';
import { syncShellWithAuth } from '../wiring/shellSync';
import { setNavBadgeSources } from '../navigation/navBadgeSources';
import { setQuickPanelEventSources } from '../quick-panel/quickPanel.store';
import { navigationStore, setNavigation } from '../navigation/navigation.store';
import { flattenNavigation } from '../navigation/navItems';
import { showMessage } from '../message/message.store';
import { useT } from '../i18n';
import { setRouteSettings } from '../settings/settings.store';
import { RouteAnnouncer } from '../route-focus/RouteAnnouncer';
import { SplashScreen } from '../splash/SplashScreen';
import type { AppModule, AppRoute, NavItemSource, NavText, RouteSettings } from './AppModule';
import { type BuildNavigationOptions, buildNavigation } from './buildNavigation';
import { decideGuard, readReturnPath } from './guard';
import { routeCandidates } from './routeCandidates';

export interface AppRoutesOptions extends Partial<ShellConfig>, BuildNavigationOptions {
  /** Replaces or adjusts the navigation built from the modules. */
  navigation?: NavItemSource[] | ((built: NavItemSource[]) => NavItemSource[]);
  /** The 404 page (default: the shell's error page). */
  notFound?: ComponentType;
  /** Shown while the authentication check runs (default: the splash screen). */
  splash?: ReactNode;
  /**
   * More modules are still to load (`AppShell`'s `laterModules`): a path none of the routes matches calls
   * this and shows the loading state, not the 404, until they are there.
   */
  loadLaterModules?: () => void;
}

/** Applies a route's layout overrides while it is shown. */
function RouteSettingsScope({ settings, children }: { settings?: RouteSettings; children: ReactNode }) {
  const key = settings ? JSON.stringify(settings) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the serialised settings
  useLayoutEffect(() => {
    setRouteSettings(settings ?? null);
    return () => setRouteSettings(null);
  }, [key]);
  return <>{children}</>;
}

/**
 * A signed-in user sent away from a page their role may not open is told so ("You don't have access to Mail"),
 * not moved silently: the page's navigation title when it has one, else its path.
 */
function NoAccessRedirect({ to, path }: { to: string; path: string }) {
  const t = useT();
  useEffect(() => {
    const item = flattenNavigation(navigationStore.items).find((entry) => entry.url === path);
    const title = typeof item?.title === 'function' ? item.title() : item?.title;
    showMessage({ message: t('guard.noAccess', { page: title || path }), variant: 'warning' });
  }, [path, t]);
  return <Navigate to={to} replace />;
}

/** Renders a route only when the user may see it; redirects otherwise (no flash of the forbidden page). */
export function RouteGuard({
  auth,
  rememberPath = true,
  children,
}: {
  auth: readonly string[] | null | undefined;
  rememberPath?: boolean;
  children: ReactNode;
}) {
  const { status, roles } = useSnapshot(authStore);
  const location = useLocation();
  const decision = decideGuard({
    auth,
    status,
    roles,
    path: `${location.pathname}${location.search}${location.hash}`,
    from: readReturnPath(location.state, location.search),
    loginPath: shellConfig.loginPath,
    homePath: shellConfig.homePath,
    afterLoginPath: shellConfig.afterLoginPath,
    rememberPath,
  });
  switch (decision.kind) {
    case 'allow':
      return <>{children}</>;
    case 'wait':
      return <Loading />;
    case 'redirect':
      return decision.noAccess ? (
        <NoAccessRedirect to={decision.to} path={location.pathname} />
      ) : (
        <Navigate to={decision.to} state={decision.state} replace />
      );
    default:
      return <ForbiddenPage />;
  }
}

/**
 * The auth status as React state, updated in a transition. Read through `useSnapshot`, the end of the auth
 * check re-rendered the whole shell and the page in one synchronous task (valtio's store updates are
 * synchronous); in a transition React renders it in slices and the page stays responsive while it mounts.
 */
function useAuthStatusInTransition() {
  const [status, setStatus] = useState(authStore.status);
  useEffect(() => {
    const follow = () => startTransition(() => setStatus(authStore.status));
    follow();
    return subscribe(authStore, follow);
  }, []);
  return status;
}

/** What the shell knows of a route for its title and focus (`RouteObject.handle`). */
interface RouteHandle {
  /** The title's section: the route's own title or its module's ("Mail"). */
  section?: NavText;
  /** The route's path pattern: focus moves when it changes, not between one route's items. */
  key: string;
  /** Starts loading the route's screen (its lazy chunk). */
  preload?: () => Promise<unknown>;
}

function useRouteHandle(routes: readonly RouteObject[]): RouteHandle {
  const location = useLocation();
  return useMemo(() => {
    const match = matchRoutes(routes as RouteObject[], location)?.at(-1);
    return (match?.route.handle as RouteHandle | undefined) ?? { key: '*' };
  }, [routes, location]);
}

/** Title, focus, announcement and scroll on every route (see RouteAnnouncer). */
function RouteChange({ routes }: { routes: readonly RouteObject[] }) {
  const handle = useRouteHandle(routes);
  useCatalogueLoads(); // a section title in the language just loaded
  const section = typeof handle.section === 'function' ? handle.section() : handle.section;
  return <RouteAnnouncer routeKey={handle.key} section={section} />;
}

/** The root route: waits for the auth check (splash), keeps settings in step with the user, lays out. */
function ShellRoot({
  navigation,
  splash,
  routeSettings,
  routes,
}: {
  navigation: NavItemSource[];
  splash?: ReactNode;
  routeSettings: readonly { path: string; settings: RouteSettings }[];
  routes: readonly RouteObject[];
}) {
  const status = useAuthStatusInTransition();
  const { pathname } = useLocation();
  const settingsHere = useMemo(
    () =>
      routeSettings.find((route) => matchPath({ path: route.path, end: true }, pathname))?.settings ?? null,
    [routeSettings, pathname],
  );
  useLayoutEffect(() => setNavigation(navigation), [navigation]);
  useEffect(() => syncShellWithAuth(), []);
  // Signed in: the catalogues the login page did without (the kit's texts, the navigation's titles) load now.
  useEffect(() => {
    if (status === 'authenticated') void preloadCatalogues();
  }, [status]);
  // The screen's code loads beside the layout's, not after it: the screen renders inside the layout, whose
  // own chunk would otherwise have to arrive first (a second round trip on every signed-in first visit). Only
  // for a signed-in user: a guarded route sends a visitor to the login page, which needs none of it. A failed
  // load is the screen's to report when it renders (ScreenBoundary).
  const preload = useRouteHandle(routes).preload;
  useEffect(() => {
    if (status === 'authenticated') preload?.().catch(() => {});
  }, [status, preload]);
  if (status === 'checking') return <>{splash ?? <SplashScreen />}</>;
  return (
    <ShellLayout routeSettings={settingsHere}>
      <Outlet />
      <RouteChange routes={routes} />
    </ShellLayout>
  );
}

const lazyCache = new WeakMap<object, LazyExoticComponent<ComponentType>>();
function lazyScreen(route: AppRoute): LazyExoticComponent<ComponentType> | null {
  if (!route.lazy) return null;
  let Screen = lazyCache.get(route);
  if (!Screen) {
    Screen = lazy(route.lazy);
    lazyCache.set(route, Screen);
  }
  return Screen;
}

function routeObject(route: AppRoute, module: AppModule): RouteObject {
  const auth = route.auth === null ? undefined : (route.auth ?? module.auth);
  const Screen = lazyScreen(route);
  const body = route.redirectTo ? (
    <Navigate to={route.redirectTo} replace />
  ) : Screen ? (
    <Suspense fallback={<Loading />}>
      <Screen />
    </Suspense>
  ) : null;
  const handle: RouteHandle = {
    section: route.title ?? module.title,
    key: route.path,
    ...(route.lazy ? { preload: route.lazy } : {}),
  };
  return {
    path: route.path,
    handle,
    element: (
      <RouteSettingsScope settings={route.settings}>
        <RouteGuard auth={auth} rememberPath={route.rememberPath ?? route.path !== shellConfig.logoutPath}>
          <ScreenBoundary>{body}</ScreenBoundary>
        </RouteGuard>
      </RouteSettingsScope>
    ),
  };
}

/** The navigation the options and modules give. */
export function navigationFromModules(
  modules: readonly AppModule[],
  options: AppRoutesOptions = {},
): NavItemSource[] {
  const built = buildNavigation(modules, options);
  if (!options.navigation) return built;
  return typeof options.navigation === 'function' ? options.navigation(built) : options.navigation;
}

/** The route tree: one shell root (layout, splash, overlays) holding every module route and a 404. */
export function createAppRoutes(
  modules: readonly AppModule[],
  options: AppRoutesOptions = {},
): RouteObject[] {
  const {
    navigation: _n,
    notFound,
    splash,
    templatesAuth: _a,
    templatesIcon: _i,
    templatesTitle: _t,
    loadLaterModules,
    ...config
  } = options;
  configureShell(config);
  const navigation = navigationFromModules(modules, options);
  setNavigation(navigation);
  setNavBadgeSources(modules);
  setQuickPanelEventSources(modules);
  const NotFound = notFound ?? NotFoundPage;
  const routeSettings = modules.flatMap((module) =>
    module.routes.flatMap((route) =>
      route.settings ? [{ path: route.path, settings: route.settings }] : [],
    ),
  );
  const children: RouteObject[] = [
    ...modules.flatMap((module) => module.routes.map((route) => routeObject(route, module))),
    {
      path: '*',
      handle: { key: '*' } satisfies RouteHandle,
      element: loadLaterModules ? <LoadLater load={loadLaterModules} /> : <NotFound />,
    },
  ];
  return [
    {
      element: (
        <ShellRoot navigation={navigation} splash={splash} routeSettings={routeSettings} routes={children} />
      ),
      children,
    },
  ];
}

/** A path no route matches yet, while more modules are loading: their loading state, then their route. */
function LoadLater({ load }: { load: () => void }) {
  useEffect(() => load(), [load]);
  return <Loading />;
}

/** A screen's error boundary, reset when the location changes. */
function ScreenBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <RouteErrorBoundary key={pathname}>{children}</RouteErrorBoundary>;
}

/** A data router for the modules, for an app that wants loaders or actions of its own. */
export function createAppRouter(modules: readonly AppModule[], options: AppRoutesOptions = {}) {
  return createBrowserRouter(createAppRoutes(modules, options));
}

export interface AppShellProps extends Omit<AppRoutesOptions, 'loadLaterModules'> {
  modules: readonly AppModule[];
  /**
   * Modules whose definitions load later, as a dynamic import (`() => import('./templateModules')`): the first
   * page (the sign-in page) carries none of their code however many there are. They load once a user who may
   * see one of their items has signed in (their navigation entries), or at once for a path only they can match
   * (a deep link), which shows the loading state meanwhile, not the 404. Their routes, navigation and badges
   * then join the others'.
   */
  laterModules?: () => Promise<readonly AppModule[]>;
  /** Who sees the later modules' navigation, so who needs them signed in (default: admin and staff). */
  laterModulesAuth?: readonly string[];
}

/** Loads the later modules once a user who may see them has signed in (its own component: the auth store's
 * changes re-render it alone, not the routes). */
function LoadWhenSignedIn({ load, auth }: { load: () => void; auth: readonly string[] }) {
  const { status, roles } = useSnapshot(authStore);
  const mayUse = status === 'authenticated' && roles.some((role) => auth.includes(role));
  useEffect(() => {
    if (mayUse) load();
  }, [mayUse, load]);
  return null;
}

/** The later modules: loaded once, on the first call of `load`. */
function useLaterModules(laterModules: AppShellProps['laterModules']) {
  const [loaded, setLoaded] = useState<readonly AppModule[] | null>(null);
  const [load] = useState(() => {
    let started = false;
    return () => {
      if (started || !laterModules) return;
      started = true;
      void laterModules().then(
        (modules) => startTransition(() => setLoaded(modules)),
        // A failed download (a new deployment took the old chunk away): the routes go on without them, so an
        // unknown path shows the 404 page rather than loading for ever; a reload tries again.
        (error: unknown) => {
          console.error('The later app modules did not load.', error);
          startTransition(() => setLoaded([]));
        },
      );
    };
  });
  return { loaded, load: laterModules && !loaded ? load : undefined };
}

function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  const candidates = useMemo(() => routeCandidates(routes, pathname), [routes, pathname]);
  return useRoutes(candidates);
}

/**
 * The whole routed app from a list of modules. It uses the declarative BrowserRouter: the data router's
 * machinery (loaders, actions, fetchers) is not needed here and would add ~17 KB gzip to every page,
 * the login page included.
 */
export function AppShell(props: AppShellProps) {
  return (
    <BrowserRouter>
      <ShellRoutes {...props} />
    </BrowserRouter>
  );
}

/** AppShell's routes inside a router of the caller's (a MemoryRouter in tests and stories). */
export function ShellRoutes({ modules, laterModules, laterModulesAuth, ...options }: AppShellProps) {
  const later = useLaterModules(laterModules);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the routes are built once per module list
  const routes = useMemo(
    () =>
      createAppRoutes(later.loaded ? [...modules, ...later.loaded] : modules, {
        ...options,
        loadLaterModules: later.load,
      }),
    [modules, later.loaded],
  );
  // A link straight to a page only a later module has (a public template page, signed out): their definitions
  // start loading with the shell's first render, not once the layout (a chunk of its own) has loaded and drawn
  // the fallback route, so the page's chunks and the layout's download side by side.
  const { pathname } = useLocation();
  const load = later.load;
  useEffect(() => {
    if (load && matchRoutes(routes, pathname)?.at(-1)?.route.path === '*') load();
  }, [load, routes, pathname]);
  return (
    <>
      <AppRoutes routes={routes} />
      {later.load ? <LoadWhenSignedIn load={later.load} auth={laterModulesAuth ?? authRoles.staff} /> : null}
    </>
  );
}
