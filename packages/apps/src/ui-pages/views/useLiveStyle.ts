/**
 * The computed value of a CSS property on an element, read again whenever the shell's theme changes: what the
 * current theme really draws (a token's value in light and dark differs). The first reading is checked again for
 * a moment after the screen mounts: on a development server a theme's or a module's styles can take effect a
 * little after the screen's first render, with no event that says so.
 */
import { useCurrentSettings, useRegionThemes } from '@chorus/shell';
import { type RefObject, useLayoutEffect, useState } from 'react';

const RECHECKS = 20;
const RECHECK_MS = 100;

export function useLiveStyle(ref: RefObject<HTMLElement | null>, property: string): string {
  const theme = useRegionThemes(useCurrentSettings()).main;
  const [value, setValue] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `theme` is the reason to read again.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const read = () => setValue(getComputedStyle(element).getPropertyValue(property));
    read();
    let checks = 0;
    const timer = setInterval(() => {
      read();
      if (++checks >= RECHECKS) clearInterval(timer);
    }, RECHECK_MS);
    return () => clearInterval(timer);
  }, [ref, property, theme]);
  return value;
}
