/**
 * What a route change does to focus and scroll (RouteAnnouncer loads this at the first navigation, the first
 * scroll or key press, or a reload that has a position to restore: the sign-in page does not carry it):
 * - remembers each history entry's scroll position and restores it on back and forward; a new entry starts at
 *   the top. It scrolls whichever element scrolls in the layout (the content area, or the window);
 * - after a navigation to another route, moves focus to the page's main heading (the first h1 in the main
 *   landmark, made focusable with tabIndex -1), or to the main landmark when the page has none.
 */
import { MAIN_CONTENT_ID } from '../layouts/ShellParts';
import { SCROLL_STORAGE_KEY } from './scrollStorage';

/** How long a new page may take to show its heading before focus goes to the main landmark. */
const HEADING_WAIT_MS = 3000;
/**
 * How long a restored scroll position may wait for the page to grow tall enough: its data may take seconds to come
 * back on a slow device or network (2 s was too short on a loaded machine: back landed at the top). The user's own
 * scroll, touch, key or pointer press ends the wait at once.
 */
const SCROLL_WAIT_MS = 10_000;

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

const positions: Record<string, number> = readPositions();

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

/**
 * Remembers the scroll position of the entry shown, as it scrolls; a new entry's at once too (the module may load
 * on a first scroll, whose event it did not hear).
 */
export function rememberScroll(key: string): () => void {
  const note = () => {
    positions[key] = scrollContainer().scrollTop;
  };
  if (positions[key] === undefined) note();
  // Noted in the event itself: the browser already sends an element's scroll events at most once a frame, and a
  // note deferred to the next frame was lost when a link was followed in between (back then landed at the top).
  const onScroll = (event: Event) => {
    const container = scrollContainer();
    const target = event.target === document ? document.scrollingElement : event.target;
    if (target === container) note();
  };
  window.addEventListener('scroll', onScroll, { capture: true, passive: true });
  window.addEventListener('pagehide', savePositions);
  return () => {
    window.removeEventListener('scroll', onScroll, { capture: true });
    window.removeEventListener('pagehide', savePositions);
    savePositions();
  };
}

/** Back and forward: the entry's position, once the page is tall enough; a new entry of another route: the top. */
export function placeScroll(key: string, back: boolean, samePage: boolean): (() => void) | undefined {
  if (!back) {
    if (!samePage) scrollContainer().scrollTop = 0;
    return undefined;
  }
  const wanted = positions[key];
  if (wanted === undefined) return undefined;
  let userScrolled = false;
  const stop = () => {
    userScrolled = true;
  };
  window.addEventListener('wheel', stop, { passive: true, once: true });
  window.addEventListener('touchmove', stop, { passive: true, once: true });
  window.addEventListener('keydown', stop, { once: true });
  window.addEventListener('pointerdown', stop, { once: true });
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
    window.removeEventListener('pointerdown', stop);
  };
}

/** The page's main heading (made focusable), or the main landmark. */
function focusTarget(main: HTMLElement): HTMLElement | null {
  const heading = main.querySelector<HTMLElement>('h1');
  if (!heading) return null;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

/**
 * Once the new page shows its heading (or after HEADING_WAIT_MS), focuses it, unless the user moved on
 * meanwhile (typed in a field, opened a menu), and calls `arrived`.
 */
export function focusArrival(before: Element | null, arrived: () => void): () => void {
  const userMovedOn = () => {
    const active = document.activeElement;
    return active !== before && active !== document.body && active !== null && before?.isConnected === true;
  };
  const arrive = (target: HTMLElement | null) => {
    if (!userMovedOn() && target) target.focus({ preventScroll: true });
    arrived();
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
}
