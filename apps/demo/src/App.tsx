/**
 * The routed product: the shell builds routes, guards, layouts, navigation and
 * the 404 page from the app modules; every screen is lazy.
 */
import { AppShell, authStore } from '@chorus/shell';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { modules } from './modules';

export function App() {
  const { status } = useSnapshot(authStore);
  useEffect(() => {
    // index.html's splash paints before any script; it goes once the auth check is done.
    if (status !== 'checking') document.getElementById('splash')?.remove();
  }, [status]);
  return <AppShell modules={modules} />;
}
