'use client';

import { useEffect } from 'react';

/** Marks <html data-hydrated> once React has hydrated the page (the check waits for it instead of sleeping). */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
