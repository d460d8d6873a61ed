/**
 * Route screens of the data apps: `lazy: lazyScreen(() => import('./screens/MailScreen'))`.
 * The screen and the server-state layer (TanStack Query) load together, on the
 * route, so neither reaches the login page's bundle.
 */
import type { ComponentType } from 'react';

type ScreenModule = { default: ComponentType };

export function lazyScreen(load: () => Promise<ScreenModule>): () => Promise<ScreenModule> {
  return async () => {
    const [{ AppsQueryProvider }, { default: Screen }] = await Promise.all([import('./query'), load()]);
    function QueryScreen() {
      return (
        <AppsQueryProvider>
          <Screen />
        </AppsQueryProvider>
      );
    }
    QueryScreen.displayName = `QueryScreen(${Screen.displayName ?? Screen.name ?? 'Screen'})`;
    return { default: QueryScreen };
  };
}
