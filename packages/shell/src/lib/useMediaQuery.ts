import { createContext, createElement, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT } from './sizes';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

const ScreenOverride = createContext<'mobile' | 'desktop' | undefined>(undefined);

/** Forces the shell's small-screen or wide-screen behaviour below it (stories, previews, tests). */
export function ShellScreenSize({ size, children }: { size: 'mobile' | 'desktop'; children: ReactNode }) {
  return createElement(ScreenOverride.Provider, { value: size }, children);
}

/** Small screens (below 960 px): the navbar becomes a temporary drawer. */
export function useIsMobile(): boolean {
  const override = useContext(ScreenOverride);
  const matches = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`);
  return override ? override === 'mobile' : matches;
}
