import type { ReactNode } from 'react';
import { Layout1 } from './Layout1';
import { Layout2 } from './Layout2';
import { Layout3 } from './Layout3';
import { OverlaysHosted, ShellOverlays } from './ShellParts';
import { useCurrentSettings } from './useShellLayout';

export const layouts = { layout1: Layout1, layout2: Layout2, layout3: Layout3 } as const;

/**
 * The layout the current settings (with route overrides) choose, around the children. The overlays (quick
 * panel, settings, snackbar, dialog) live outside it, so changing the layout live keeps them open.
 */
export function ShellLayout({ children }: { children?: ReactNode }) {
  const settings = useCurrentSettings();
  const Layout = layouts[settings.layout.style] ?? Layout1;
  return (
    <OverlaysHosted.Provider value>
      <Layout>{children}</Layout>
      <ShellOverlays />
    </OverlaysHosted.Provider>
  );
}
