'use client';

import { useEffect, useRef, useState } from 'react';
import {
  type CountdownEnd,
  defaultCountdownEnd,
  getTimeLeft,
  startCountdown,
  type TimeLeft,
  toEndTime,
} from '../../lib/countdown';

/**
 * Days, hours, minutes and seconds until `endDate`, refreshed every 1000 ms. `onComplete` is called
 * exactly once per end date, after the end has passed, also when the component mounts after the end
 * (and also under StrictMode's double effects). Without `endDate` the end is 15 days after mount.
 * The timing logic lives in `lib/countdown.ts` (`startCountdown`), tested with fake timers.
 */
export function useCountdown(endDate?: CountdownEnd | null, onComplete?: () => void): TimeLeft {
  const [fallbackEnd] = useState(() => defaultCountdownEnd());
  const end = endDate === undefined || endDate === null ? fallbackEnd : toEndTime(endDate);
  const [timeLeft, setTimeLeft] = useState(() => getTimeLeft(end, Date.now()));

  const onCompleteRef = useRef(onComplete);
  useEffect(() => {
    onCompleteRef.current = onComplete;
  });
  const completedFor = useRef<number | null>(null);

  useEffect(
    () =>
      startCountdown(end, {
        onTick: setTimeLeft,
        onComplete: () => {
          if (completedFor.current === end) return;
          completedFor.current = end;
          onCompleteRef.current?.();
        },
      }),
    [end],
  );

  return timeLeft;
}
