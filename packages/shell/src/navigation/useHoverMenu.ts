import { useEffect, useMemo, useState } from 'react';
import { HOVER_MENU_DELAY_MS } from '../lib/sizes';

/**
 * The timing of a hover menu, without React: `schedule(open)` sets the state after `delay` ms (a newer call
 * replaces a pending one, so a pointer that leaves and comes back in time keeps the menu as it was), `set(open)`
 * sets it now and drops what is pending, `dispose()` drops it on unmount.
 */
export function createHoverTimer(onChange: (open: boolean) => void, delay = HOVER_MENU_DELAY_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return {
    schedule(open: boolean) {
      cancel();
      timer = setTimeout(() => {
        timer = undefined;
        onChange(open);
      }, delay);
    },
    set(open: boolean) {
      cancel();
      onChange(open);
    },
    dispose: cancel,
  };
}

/** A menu opened by hovering, with the §9 delay: it opens and closes 150 ms after the pointer enters or leaves. */
export function useHoverMenu() {
  const [open, setOpen] = useState(false);
  const timer = useMemo(() => createHoverTimer(setOpen), []);
  useEffect(() => timer.dispose, [timer]);
  return {
    open,
    setOpen: timer.set,
    hoverProps: { onMouseEnter: () => timer.schedule(true), onMouseLeave: () => timer.schedule(false) },
  };
}
