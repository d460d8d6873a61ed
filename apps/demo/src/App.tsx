/**
 * The routed product: the shell builds routes, guards, layouts, navigation and
 * the 404 page from the app modules; every screen is lazy.
 */
import { AppShell } from '@chorus/shell';
import { modules } from './modules';

export function App() {
  return <AppShell modules={modules} />;
}
