/**
 * The contract between the shell and every app: an app exports one AppModule;
 * the demo lists modules and the shell builds routes, guards and navigation
 * (`createAppRoutes(modules)` / `<AppShell modules={modules} />`).
 */
import type { ComponentType } from 'react';
import type { DeepPartial } from '../lib/deepMerge';
import type { QuickPanelEventLoader } from '../quick-panel/quickPanel.store';
import type { Settings } from '../settings/settings.types';

export type NavItemType = 'group' | 'collapse' | 'item' | 'link' | 'divider';

export interface NavBadge {
  title: string;
  /** Background colour (any CSS colour). */
  bg?: string;
  /** Text colour (any CSS colour). */
  fg?: string;
  /** What a screen reader hears after the item's title, e.g. '12 unread' (default: the title). */
  label?: string;
}

/** Live badges by navigation item id; undefined removes an item's live badge. */
export type NavBadges = Record<string, NavBadge | undefined>;

/** Loads a module's live badge counts (signed in, from its API). */
export type NavBadgeSource = () => Promise<NavBadges>;

/**
 * A text of the navigation as a module declares it: a string, or a function that returns it in the active
 * language (`() => t('nav.mail')`), called each time the navigation shows, so it follows a language switch.
 */
export type NavText = string | (() => string);

/** A navigation item as the views get it (`useVisibleNavigation()`): its title in the active language. */
export interface NavItem {
  id: string;
  title?: string;
  type: NavItemType;
  url?: string;
  /** An icon name from @chorus/ui's icon catalogue. */
  icon?: string;
  badge?: NavBadge;
  /** Allowed roles (spec §6); undefined: everyone; empty: guests only. */
  auth?: readonly string[];
  /** Active only on exactly this url, not on its sub-paths. */
  exact?: boolean;
  /** Links open in a new tab by default. */
  target?: '_blank' | '_self';
  children?: NavItem[];
}

/** A navigation item as a module declares it: the title may be a function of the active language. */
export interface NavItemSource extends Omit<NavItem, 'title' | 'children'> {
  title?: NavText;
  children?: NavItemSource[];
}

/** The navigation with every title in the active language. */
export function resolveNavigation(items: readonly NavItemSource[]): NavItem[] {
  return items.map(({ title, children, ...item }) => ({
    ...item,
    ...(title === undefined ? {} : { title: typeof title === 'function' ? title() : title }),
    ...(children ? { children: resolveNavigation(children) } : {}),
  }));
}

/** Route-level layout overrides: any part of the settings (e.g. hide navbar and toolbar on /login). */
export type RouteSettings = DeepPartial<Settings>;

export interface AppRoute {
  /** Absolute path, e.g. '/apps/mail/:folderHandle?/:mailId?'. */
  path: string;
  /** Lazy screen: each route loads only its own code. */
  lazy?: () => Promise<{ default: ComponentType }>;
  /** Redirect target instead of a screen. */
  redirectTo?: string;
  /** Allowed roles; undefined inherits the module's auth; null makes the route public in a guarded module. */
  auth?: readonly string[] | null;
  /**
   * The document title's section for this route instead of the module's title ("Sign in" on /login:
   * "Sign in · Chorus"); the screen adds its page's own parts with `useDocumentTitle`.
   */
  title?: NavText;
  /** Route-level layout overrides (e.g. the login page hides navbar and toolbar). */
  settings?: RouteSettings;
  /**
   * Whether a guest sent to /login from this route comes back to it after signing in (default true).
   * /logout sets false, so signing in again does not log out again.
   */
  rememberPath?: boolean;
}

export interface AppModule {
  id: string;
  /** The app's name, the section of its pages' document titles ("Inbox (12) · Mail · Chorus"). */
  title: NavText;
  icon?: string;
  /** Allowed roles for every route of the module unless a route says otherwise. */
  auth?: readonly string[];
  /**
   * Where the module's items go: the product section (default), the collapsed template group
   * (visible to admin and staff), or nowhere.
   */
  navigationSection?: 'product' | 'templates' | 'none';
  navigation?: NavItemSource[];
  /**
   * Live badges for the module's navigation items, as a dynamic import (`() => import('./mail.badges')`) whose
   * default export loads them: the shell calls it once a signed-in user's navigation shows one of the
   * module's items, and again on `refreshNavBadges(id)`. A failure shows no badge.
   */
  badges?: () => Promise<{ default: NavBadgeSource }>;
  /**
   * The badges follow other people's changes (the meetings module's "Live"): the apps' live-refresh listener
   * loads them again on every live event (`refreshLiveNavBadges`), wherever the member is.
   */
  liveBadges?: boolean;
  /**
   * Events the module adds to the quick panel's Events list (the meetings module: the user's live and
   * upcoming meetings), as a dynamic import whose default export loads them when the panel loads its data.
   */
  quickPanelEvents?: QuickPanelEventLoader;
  routes: AppRoute[];
}
