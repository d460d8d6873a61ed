/**
 * The routed product. Until the shell's route builder lands, a minimal builder
 * here turns the app modules into lazy, guarded routes (the guard decision is
 * the shell's `decideGuard`); then this file becomes `<AppShell modules={modules} />`.
 */
import {
  type AppModule,
  type AppRoute,
  DEFAULT_SIGNED_IN_PATH,
  authStore,
  decideGuard,
  readReturnPath,
} from '@chorus/shell';
import { themeClassNames } from '@chorus/ui';
import { type ReactNode, useEffect, useMemo } from 'react';
import {
  Link,
  Navigate,
  Outlet,
  type RouteObject,
  RouterProvider,
  createBrowserRouter,
  useLocation,
  useRouteError,
} from 'react-router';
import { useSnapshot } from 'valtio';
import { modules } from './modules';

function Guard({ route, children }: { route: AppRoute & { auth: AppRoute['auth'] }; children: ReactNode }) {
  const { status, roles } = useSnapshot(authStore);
  const location = useLocation();
  const decision = decideGuard({
    auth: route.auth,
    status,
    roles,
    path: location.pathname + location.search + location.hash,
    from: readReturnPath(location.state, location.search),
    loginPath: '/login',
    homePath: '/',
    afterLoginPath: DEFAULT_SIGNED_IN_PATH,
    rememberPath: route.rememberPath ?? true,
  });
  if (decision.kind === 'allow') return children;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} state={decision.state} replace />;
  return null;
}

function NotFound() {
  return (
    <main style={{ padding: 48, textAlign: 'center' }}>
      <h1>404</h1>
      <p>Sorry but we could not find the page you are looking for</p>
      <Link to="/">Go back to dashboard</Link>
    </main>
  );
}

function ScreenError() {
  const error = useRouteError();
  return (
    <main style={{ padding: 48, textAlign: 'center' }} role="alert">
      <h1>500</h1>
      <p>Well, you broke the internet!</p>
      <p>{error instanceof Error ? error.message : 'Something went wrong'}</p>
      <Link to="/">Go back to dashboard</Link>
    </main>
  );
}

function toRoute(module: AppModule, route: AppRoute): RouteObject {
  const effective = { ...route, auth: route.auth === undefined ? module.auth : route.auth };
  if (route.redirectTo) {
    return { path: route.path, element: <Navigate to={route.redirectTo} replace /> };
  }
  const load = route.lazy;
  return {
    path: route.path,
    errorElement: <ScreenError />,
    lazy: load
      ? async () => {
          const { default: Screen } = await load();
          return {
            Component: () => (
              <Guard route={effective}>
                <Screen />
              </Guard>
            ),
          };
        }
      : undefined,
  };
}

function Root() {
  return <Outlet />;
}

export function App() {
  const { status } = useSnapshot(authStore);
  const router = useMemo(
    () =>
      createBrowserRouter([
        {
          element: <Root />,
          errorElement: <ScreenError />,
          children: [...modules.flatMap((module) => module.routes.map((r) => toRoute(module, r))), { path: '*', element: <NotFound /> }],
        },
      ]),
    [],
  );
  useEffect(() => {
    document.documentElement.classList.add(themeClassNames.default);
  }, []);
  useEffect(() => {
    if (status !== 'checking') document.getElementById('splash')?.remove();
  }, [status]);
  if (status === 'checking') return null;
  return <RouterProvider router={router} />;
}
