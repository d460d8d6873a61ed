import { useLayoutEffect, useRef } from 'react';
/**
 * Keeps keyboard focus on the element that had it when a list inside `container` is reordered.
 * React moves a keyed row with insertBefore, and a focused element that is moved loses focus to the
 * page; this puts it back right after the commit, before the browser paints.
 */
export function useFocusKept(container) {
    const focused = useRef(null);
    // Read while rendering, that is before React commits (and moves) anything.
    const active = typeof document === 'undefined' ? null : document.activeElement;
    focused.current = active instanceof HTMLElement && container.current?.contains(active) ? active : null;
    useLayoutEffect(() => {
        const element = focused.current;
        if (element?.isConnected && document.activeElement !== element)
            element.focus({ preventScroll: true });
    });
}
