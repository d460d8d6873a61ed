/**
 * What a route change does besides the page itself (WCAG 2.4.2, 2.4.3, 4.1.3):
 * - sets `document.title` ("Inbox (12) · Mail · Chorus": the screen's parts, the route's section, the product);
 * - after a navigation to another route (not on first load, nor between the items of one list-detail route,
 *   whose app moves focus itself), moves focus to the page's main heading and announces the new title in a
 *   polite live region;
 * - remembers each history entry's scroll position and restores it on back and forward.
 * Focus and scroll (routeMotion.ts) load at the first navigation or the user's first move (wheel, touch, key,
 * pointer): a page that is only looked at, such as the sign-in page before typing, does not carry them.
 */
import { visuallyHidden } from '@chorus/ui';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { shellConfig } from '../lib/shellConfig';
import { composeTitle, usePageTitleParts } from './documentTitle';
import { SCROLL_STORAGE_KEY } from './scrollStorage';

export { SCROLL_STORAGE_KEY };

const FIRST_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

type Motion = typeof import('./routeMotion');
let motion: Motion | undefined;
let loading: Promise<Motion> | undefined;
const loadMotion = () => (loading ??= import('./routeMotion').then((module) => (motion = module)));

/** Runs `run` with the motion module once it is loaded (loading it when `load`); returns its cleanup. */
function withMotion(load: boolean, run: (module: Motion) => (() => void) | undefined): () => void {
  if (motion) return run(motion) ?? (() => {});
  let cleanup: (() => void) | undefined;
  let cancelled = false;
  const ready = load ? loadMotion() : loading;
  let started = false;
  const start = () => {
    if (!motion || cancelled || started) return;
    started = true;
    cleanup = run(motion);
  };
  if (ready) void ready.then(start);
  else {
    // Not needed yet: the user's first move loads it (a wheel, a touch, a key or a pointer: a scroll position
    // worth keeping, or a navigation coming). The first of them only: the others stop listening.
    const options = { capture: true, passive: true } as const;
    const stopListening = () => {
      for (const type of FIRST_MOVES) window.removeEventListener(type, onFirst, options);
    };
    const onFirst = () => {
      stopListening();
      void loadMotion().then(start);
    };
    for (const type of FIRST_MOVES) window.addEventListener(type, onFirst, options);
    cleanup = stopListening;
  }
  return () => {
    cancelled = true;
    cleanup?.();
  };
}

/** Whether this session stored a scroll position for the entry (a reload keeps them). */
const storedPosition = (key: string) => {
  try {
    return sessionStorage.getItem(SCROLL_STORAGE_KEY)?.includes(`"${key}"`) ?? false;
  } catch {
    return false;
  }
};

export function RouteAnnouncer({ routeKey, section }: { routeKey: string; section?: string }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const title = composeTitle([...usePageTitleParts(), section, shellConfig.appName]);
  const [announcement, setAnnouncement] = useState('');
  const titleRef = useRef(title);
  titleRef.current = title;
  const previousRoute = useRef<string | null>(null);
  // The history entry the page loaded on.
  const firstKey = useRef(location.key);

  useLayoutEffect(() => {
    document.title = title;
  }, [title]);

  // Remember the scroll position of the entry on show, as it scrolls.
  useEffect(
    () => withMotion(location.key !== firstKey.current, (module) => module.rememberScroll(location.key)),
    [location.key],
  );

  // Back and forward: the entry's position, once the page is tall enough; a new entry: the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per history entry
  useLayoutEffect(() => {
    const first = location.key === firstKey.current;
    if (location.hash) return;
    const back = navigationType === 'POP';
    const samePage = previousRoute.current === routeKey;
    // The first entry: only a reload with a stored position has something to do.
    if (first && !(back && storedPosition(location.key))) return;
    if (!back && samePage) return;
    return withMotion(true, (module) => module.placeScroll(location.key, back, samePage));
  }, [location.key]);

  // Focus and announcement: on a change of route, not on first load.
  useEffect(() => {
    const previous = previousRoute.current;
    previousRoute.current = routeKey;
    if (previous === null || previous === routeKey) return;
    const before = document.activeElement;
    return withMotion(true, (module) => module.focusArrival(before, () => setAnnouncement(titleRef.current)));
  }, [routeKey]);

  return (
    <div className={visuallyHidden} aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {announcement}
    </div>
  );
}
