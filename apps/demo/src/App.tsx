/**
 * The routed product: the shell builds routes, guards, layouts, navigation and
 * the 404 page from the app modules; every screen is lazy.
 */
import { LiveStatus } from '@chorus/apps';
import { AppShell } from '@chorus/shell';
import { modules, templateModules } from './modules';

export function App() {
  return (
    <>
      <AppShell modules={modules} laterModules={templateModules} />
      {/* "Reconnecting…" while a real API's live channel is down (the mock needs none). */}
      {import.meta.env.VITE_API_URL ? <LiveStatus /> : null}
    </>
  );
}
