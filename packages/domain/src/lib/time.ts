/** Time helpers (no msw): seeds are spread around the moment they are created; `iso` writes every stored time. */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** The start of the current UTC day, the anchor of every seeded date. */
export function seedAnchor(now = Date.now()): number {
  return Math.floor(now / DAY) * DAY;
}

export const iso = (time: number): string => new Date(time).toISOString();
