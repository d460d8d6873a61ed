/**
 * Live navigation badges (unread mail, open to-dos ...), kept apart from the navigation tree: the tree is
 * static, these change at run time. Navigation shows an item's live badge over its static one.
 */
import { proxy, subscribe } from 'valtio';
import type { NavBadge, NavBadges } from '../app-module/AppModule';
import { authStore } from '../auth/auth.store';
import { navBadgeSources } from './navBadgeSources';
import { flattenNavigation } from './navItems';

export interface NavBadgesState {
  /** Live badges by navigation item id. */
  badges: Record<string, NavBadge>;
}

export const navBadgesStore = proxy<NavBadgesState>({ badges: {} });

/** Sets an item's live badge; undefined removes it (the item's static badge, if any, shows again). */
export function setNavBadge(itemId: string, badge: NavBadge | undefined): void {
  const current = navBadgesStore.badges[itemId];
  if (!badge) {
    if (current) delete navBadgesStore.badges[itemId];
    return;
  }
  const same =
    current?.title === badge.title &&
    current.label === badge.label &&
    current.bg === badge.bg &&
    current.fg === badge.fg;
  // An unchanged badge is left alone, so the navigation does not render again for nothing.
  if (!same) navBadgesStore.badges[itemId] = { ...badge };
}

/** Whether a live badge may arrive for this item: it is in the navigation of a module with a badges loader. */
export function mayHaveLiveBadge(itemId: string): boolean {
  for (const module of navBadgeSources.values()) {
    if (flattenNavigation(module.navigation ?? []).some((item) => item.id === itemId)) return true;
  }
  return false;
}

/** Sets several items' live badges at once (undefined removes one). */
export function setNavBadges(badges: NavBadges): void {
  for (const [itemId, badge] of Object.entries(badges)) setNavBadge(itemId, badge);
}

/** Per module: the load under way (loads of one module never overlap) and whether another is queued. */
interface ModuleLoad {
  running: Promise<void> | null;
  again: boolean;
}
const loads = new Map<string, ModuleLoad>();
/** The modules already loaded for the signed-in user, and who that is; epoch drops answers from before a reset. */
const started = new Set<string>();
let startedFor: string | null = null;
let epoch = 0;
let stopFollowingAuth: (() => void) | null = null;

async function loadOnce(moduleId: string): Promise<void> {
  const source = navBadgeSources.get(moduleId)?.badges;
  if (!source) return;
  const at = epoch;
  try {
    const badges = await (await source()).default();
    if (at === epoch) setNavBadges(badges);
  } catch {
    // A badge is a hint: when its count cannot be loaded the item shows none (and nothing else breaks).
    if (at === epoch) {
      for (const item of flattenNavigation(navBadgeSources.get(moduleId)?.navigation ?? []))
        setNavBadge(item.id, undefined);
    }
  }
}

/** Loads again the badges of every module whose badges follow other people's changes (`liveBadges`). */
export function refreshLiveNavBadges(): Promise<void> {
  const live = [...navBadgeSources.values()].filter((module) => module.liveBadges);
  return Promise.all(live.map((module) => refreshNavBadges(module.id))).then(() => undefined);
}

/**
 * Loads a module's live badges again (apps call it after their own changes). Calls while a load runs are
 * folded into one more load after it, so a burst of changes costs at most two requests. Never rejects.
 */
export function refreshNavBadges(moduleId: string): Promise<void> {
  if (!navBadgeSources.has(moduleId) || authStore.status !== 'authenticated') return Promise.resolve();
  let load = loads.get(moduleId);
  if (!load) {
    load = { running: null, again: false };
    loads.set(moduleId, load);
  }
  const current = load;
  if (current.running) {
    current.again = true;
    return current.running;
  }
  const run = async () => {
    do {
      current.again = false;
      await loadOnce(moduleId);
    } while (current.again);
    current.running = null;
  };
  current.running = run();
  return current.running;
}

/** Forgets every live badge and load (sign-out, a different user, tests). */
export function resetNavBadgesStore(): void {
  epoch += 1;
  navBadgesStore.badges = {};
  started.clear();
  startedFor = null;
  loads.clear();
  stopFollowingAuth?.();
  stopFollowingAuth = null;
}

/**
 * Loads, once per signed-in user, the live badges of every registered module that has one of these
 * (visible) item ids. The navigation calls it with what it shows; a sign-out clears the badges.
 */
export function loadNavBadgesFor(itemIds: ReadonlySet<string>): void {
  if (authStore.status !== 'authenticated') return;
  const user = authStore.user.uid;
  if (startedFor !== user) {
    resetNavBadgesStore();
    startedFor = user;
    stopFollowingAuth = subscribe(authStore, () => {
      if (authStore.status !== 'authenticated' || authStore.user.uid !== startedFor) resetNavBadgesStore();
    });
  }
  for (const [moduleId, module] of navBadgeSources) {
    if (started.has(moduleId)) continue;
    if (!flattenNavigation(module.navigation ?? []).some((item) => itemIds.has(item.id))) continue;
    started.add(moduleId);
    void refreshNavBadges(moduleId);
  }
}
