/**
 * The navigation's live badges follow other people's changes (a meeting went live, or ended) from their first
 * load on, wherever the member is. Small on purpose: the badges' loaders import it on every signed-in page.
 *
 * The listener is the badges' own, registered once when a loader first runs: it used to sit in the screens' query
 * provider, which mounts with the first screen's code, so a change made while a freshly opened tab was still
 * loading its screen (its badge already read) was heard by nobody, and the badge kept the old count.
 */
import { REMOTE_CHANGE_EVENT } from '@chorus/mock-handlers/contracts';
import { refreshLiveNavBadges } from '@chorus/shell';

/** The meetings' views the navigation's live badges are read from. */
const badgeViews = new Set<string>();

/** Says that the navigation's live badges follow a view: a change that names it moves them. */
export function badgesFollowLiveView(path: string): void {
  badgeViews.add(path);
}

/**
 * Whether a live event's changes may move the navigation's live badges: a meeting's change that names the views
 * that moved does only if one of them is a view the badges follow (the viewer's meetings' list: a status); one
 * that names none, unless it says its meeting's status and phases stayed (`timing: false`: an idea, a ballot); an
 * initiative's, or an event naming nothing, always.
 */
export function movesBadges(changes: unknown): boolean {
  return (
    !Array.isArray(changes) ||
    changes.some((change: { kind?: unknown; timing?: unknown; views?: unknown } | null) => {
      if (change?.kind !== 'meeting') return true;
      if (Array.isArray(change.views)) return change.views.some((view) => badgeViews.has(view));
      return change.timing !== false;
    })
  );
}

let following = false;

/** Starts, once, to load the live badges again at each change that may move them. */
export function followLiveBadges(): void {
  if (following) return;
  following = true;
  globalThis.addEventListener?.(REMOTE_CHANGE_EVENT, (event: Event) => {
    if (movesBadges((event as CustomEvent<{ changes?: unknown } | null>).detail?.changes)) {
      void refreshLiveNavBadges();
    }
  });
}
