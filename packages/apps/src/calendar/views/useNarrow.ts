/**
 * Whether the element is at most `limit` pixels wide: a view that switches layout with the room it has (a
 * container, not the window: a story's 360 px frame or a phone's content area). Measured when the element
 * attaches, before the first paint, then whenever it resizes.
 */
import { useCallback, useRef, useState } from 'react';

export function useNarrow<T extends HTMLElement>(limit: number): [(element: T | null) => void, boolean] {
  const [narrow, setNarrow] = useState(false);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback(
    (element: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element) return;
      const measure = () => {
        const width = element.getBoundingClientRect().width;
        if (width > 0) setNarrow(width <= limit);
      };
      measure();
      if (typeof ResizeObserver === 'undefined') return;
      observer.current = new ResizeObserver(measure);
      observer.current.observe(element);
    },
    [limit],
  );
  return [ref, narrow];
}
