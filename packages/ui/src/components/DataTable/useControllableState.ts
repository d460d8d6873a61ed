import { useCallback, useRef, useState } from 'react';

type Updater<T> = T | ((old: T) => T);

/**
 * State that is controlled when `value` is defined and internal otherwise; `onChange` hears every
 * change either way. The setter takes a value or an updater, as TanStack Table's callbacks pass.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T | (() => T),
  onChange?: (next: T) => void,
): [T, (updater: Updater<T>) => void] {
  const [internal, setInternal] = useState<T>(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : internal;
  const currentRef = useRef(current);
  currentRef.current = current;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const set = useCallback(
    (updater: Updater<T>) => {
      const next =
        typeof updater === 'function' ? (updater as (old: T) => T)(currentRef.current) : (updater as T);
      if (Object.is(next, currentRef.current)) return;
      currentRef.current = next;
      if (!controlled) setInternal(next);
      onChangeRef.current?.(next);
    },
    [controlled],
  );
  return [current, set];
}
