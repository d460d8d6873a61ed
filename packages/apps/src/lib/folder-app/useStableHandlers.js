import { useMemo, useRef } from 'react';
/**
 * The parent's callbacks behind functions that never change, each calling the latest one: memoised list
 * rows get them without re-rendering whenever the parent renders (a selection, a star, a language).
 */
export function useStableHandlers(handlers) {
    const latest = useRef(handlers);
    latest.current = handlers;
    // biome-ignore lint/correctness/useExhaustiveDependencies: the names are fixed for a list's life.
    return useMemo(() => Object.fromEntries(Object.keys(handlers).map((name) => [
        name,
        (...args) => latest.current[name](...args),
    ])), []);
}
