/**
 * What a route change does besides the page itself (WCAG 2.4.2, 2.4.3, 4.1.3):
 * - sets `document.title` ("Inbox (12) · Mail · Chorus": the screen's parts, the route's section, the product);
 * - after a navigation to another route (not on first load, nor between the items of one list-detail route,
 *   whose app moves focus itself), moves focus to the page's main heading (the first h1 in the main landmark,
 *   made focusable with tabIndex -1), or to the main landmark when the page has none, and announces the new
 *   title in a polite live region;
 * - remembers each history entry's scroll position and restores it on back and forward; a new entry starts at
 *   the top. It scrolls whichever element scrolls in the layout (the content area, or the window).
 */
import { visuallyHidden } from '@chorus/ui';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { MAIN_CONTENT_ID } from '../layouts/ShellParts';
import { shellConfig } from '../lib/shellConfig';
import { composeTitle, usePageTitleParts } from './documentTitle';

/** How long a new page may take to show its heading before focus goes to the main landmark. */
const HEADING_WAIT_MS = 3000;
/** How long a restored scroll position may wait for the page to grow tall enough. */
const SCROLL_WAIT_MS = 2000;

const SCROLL_STORAGE_KEY = 'chorus.scroll';

/** The element that scrolls the page: the content area in content-scroll mode, else the document. */
export function scrollContainer(): Element {
  const content = document.getElementById(MAIN_CONTENT_ID)?.parentElement;
  if (content) {
    const overflow = getComputedStyle(content).overflowY;
    if (overflow === 'auto' || overflow === 'scroll') return content;
  }
  return document.scrollingElement ?? document.documentElement;
}

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

const positions: Record<string, number> = typeof window === 'undefined' ? {} : readPositions();

function savePositions() {
  try {
    // The 50 latest entries are plenty for back and forward.
    const keys = Object.keys(positions).slice(-50);
    sessionStorage.setItem(
      SCROLL_STORAGE_KEY,
      JSON.stringify(Object.fromEntries(keys.map((k) => [k, positions[k]]))),
    );
  } catch {
    // Storage full or denied: positions stay in memory.
  }
}

/** Runs `step` on each frame until it returns true or `ms` pass; returns a cancel function. */
function everyFrame(ms: number, step: () => boolean, onTimeout?: () => void): () => void {
  const until = performance.now() + ms;
  let frame = 0;
  const tick = () => {
    if (step()) return;
    if (performance.now() > until) {
      onTimeout?.();
      return;
    }
    frame = requestAnimationFrame(tick);
  };
  frame = requestAnimationFrame(tick);
  return () => cancelAnimationFrame(frame);
}

/** The page's main heading (made focusable), or the main landmark. */
function focusTarget(main: HTMLElement): HTMLElement | null {
  const heading = main.querySelector<HTMLElement>('h1');
  if (!heading) return null;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

export function RouteAnnouncer({ routeKey, section }: { routeKey: string; section?: string }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const title = composeTitle([...usePageTitleParts(), section, shellConfig.appName]);
  const [announcement, setAnnouncement] = useState('');
  const titleRef = useRef(title);
  titleRef.current = title;
  const previousRoute = useRef<string | null>(null);

  useLayoutEffect(() => {
    document.title = title;
  }, [title]);

  // Remember the scroll position of the entry on show, as it scrolls.
  useEffect(() => {
    const key = location.key;
    let frame = 0;
    const onScroll = (event: Event) => {
      const container = scrollContainer();
      const target = event.target === document ? document.scrollingElement : event.target;
      if (target !== container || frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        positions[key] = container.scrollTop;
      });
    };
    const onHide = () => savePositions();
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    window.addEventListener('pagehide', onHide);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll, { capture: true });
      window.removeEventListener('pagehide', onHide);
      savePositions();
    };
  }, [location.key]);

  // Back and forward: the entry's position, once the page is tall enough; a new entry: the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per history entry
  useLayoutEffect(() => {
    if (location.hash) return;
    const samePage = previousRoute.current === routeKey;
    if (navigationType !== 'POP') {
      if (!samePage) scrollContainer().scrollTop = 0;
      return;
    }
    const wanted = positions[location.key];
    if (wanted === undefined) return;
    let userScrolled = false;
    const stop = () => {
      userScrolled = true;
    };
    window.addEventListener('wheel', stop, { passive: true, once: true });
    window.addEventListener('touchmove', stop, { passive: true, once: true });
    window.addEventListener('keydown', stop, { once: true });
    const cancel = everyFrame(SCROLL_WAIT_MS, () => {
      if (userScrolled) return true;
      const container = scrollContainer();
      container.scrollTop = wanted;
      return Math.abs(container.scrollTop - wanted) < 1;
    });
    return () => {
      cancel();
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchmove', stop);
      window.removeEventListener('keydown', stop);
    };
  }, [location.key]);

  // Focus and announcement: on a change of route, not on first load.
  useEffect(() => {
    const previous = previousRoute.current;
    previousRoute.current = routeKey;
    if (previous === null || previous === routeKey) return;
    const before = document.activeElement;
    // The user moved on (typed in a field, opened a menu) before the page showed: leave focus where it is.
    const userMovedOn = () => {
      const active = document.activeElement;
      return active !== before && active !== document.body && active !== null && before?.isConnected === true;
    };
    const arrive = (target: HTMLElement | null) => {
      if (!userMovedOn() && target) target.focus({ preventScroll: true });
      setAnnouncement(titleRef.current);
    };
    return everyFrame(
      HEADING_WAIT_MS,
      () => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return false;
        // Wait for the page (not the route's loading spinner) to show its heading.
        if (main.querySelector('[role="progressbar"], [aria-busy="true"]') && !main.querySelector('h1'))
          return false;
        const heading = focusTarget(main);
        if (!heading) return false;
        arrive(heading);
        return true;
      },
      () => arrive(document.getElementById(MAIN_CONTENT_ID)),
    );
  }, [routeKey]);

  return (
    <div className={visuallyHidden} aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {announcement}
    </div>
  );
}
