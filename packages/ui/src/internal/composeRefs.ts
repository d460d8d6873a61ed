import type { Ref, RefCallback } from 'react';

/** One ref callback that feeds every given ref (objects and callbacks). */
export function composeRefs<T>(...refs: Array<Ref<T> | undefined>): RefCallback<T> {
  return (node) => {
    const cleanups: Array<() => void> = [];
    for (const ref of refs) {
      if (typeof ref === 'function') {
        const cleanup = ref(node);
        if (typeof cleanup === 'function') cleanups.push(cleanup);
      } else if (ref) {
        (ref as { current: T | null }).current = node;
      }
    }
    if (cleanups.length > 0)
      return () => {
        for (const c of cleanups) c();
      };
    return undefined;
  };
}
