/**
 * The computed value of a CSS property on an element, read again whenever the shell's theme changes: what the
 * current theme really draws (a token's value in light and dark differs).
 */
import { useCurrentSettings, useRegionThemes } from '@chorus/shell';
import { type RefObject, useLayoutEffect, useState } from 'react';

export function useLiveStyle(ref: RefObject<HTMLElement | null>, property: string): string {
  const theme = useRegionThemes(useCurrentSettings()).main;
  const [value, setValue] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `theme` is the reason to read again.
  useLayoutEffect(() => {
    if (ref.current) setValue(getComputedStyle(ref.current).getPropertyValue(property));
  }, [ref, property, theme]);
  return value;
}
