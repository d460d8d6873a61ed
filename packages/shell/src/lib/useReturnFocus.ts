import { useMemo } from 'react';

/**
 * Focus back to where it was when a kit Drawer or Dialog opened without its own Trigger (the shell's drawers
 * are opened from the toolbar or a store): Radix returns focus to its Trigger only. Spread the result on the
 * DrawerContent or DialogContent.
 */
export function useReturnFocus() {
  return useMemo(() => {
    let opener: HTMLElement | null = null;
    return {
      onOpenAutoFocus: () => {
        opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      },
      onCloseAutoFocus: (event: Event) => {
        if (!opener?.isConnected || opener === document.body) return;
        event.preventDefault();
        opener.focus();
        opener = null;
      },
    };
  }, []);
}
