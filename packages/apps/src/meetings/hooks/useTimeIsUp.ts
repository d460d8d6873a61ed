/**
 * Whether a running phase's time is up, by the server's clock (../bell.ts): true from its deadline on, so a form
 * closes at the bell instead of letting someone type and be refused. Null `endsAt` (no timer): never.
 */
import { useEffect, useState } from 'react';
import { serverClock } from '../bell';

/** setTimeout's limit (about 24.8 days). */
const MAX_DELAY_MS = 2_147_483_647;

export function useTimeIsUp(endsAt: string | null): boolean {
  const deadline = endsAt ? Date.parse(endsAt) : Number.NaN;
  const [up, setUp] = useState(() => Number.isFinite(deadline) && serverClock.now() >= deadline);
  useEffect(() => {
    if (!Number.isFinite(deadline)) {
      setUp(false);
      return;
    }
    const left = deadline - serverClock.now();
    setUp(left <= 0);
    if (left <= 0 || left > MAX_DELAY_MS) return;
    const timer = setTimeout(() => setUp(true), left);
    return () => clearTimeout(timer);
  }, [deadline]);
  return up;
}
