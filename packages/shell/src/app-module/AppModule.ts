/**
 * The contract between the shell and every app: an app exports one AppModule;
 * the demo lists modules and the shell builds routes, guards and navigation.
 * (Skeleton by the lead; the shell owner extends it without breaking these names.)
 */
import type { ComponentType } from 'react';

export type NavItemType = 'group' | 'collapse' | 'item' | 'link' | 'divider';

export interface NavBadge {
  title: string;
  bg?: string;
  fg?: string;
}

export interface NavItem {
  id: string;
  title?: string;
  type: NavItemType;
  url?: string;
  /** An icon name from @chorus/ui's icon catalogue. */
  icon?: string;
  badge?: NavBadge;
  /** Allowed roles (spec §6); undefined: everyone. */
  auth?: readonly string[];
  exact?: boolean;
  /** Links open in a new tab by default. */
  target?: '_blank' | '_self';
  children?: NavItem[];
}

export interface AppRoute {
  /** Absolute path, e.g. '/apps/mail/:folderHandle?/:mailId?'. */
  path: string;
  /** Lazy screen: each route loads only its own code. */
  lazy?: () => Promise<{ default: ComponentType }>;
  /** Redirect target instead of a screen. */
  redirectTo?: string;
  /** Allowed roles; undefined inherits the module's auth. */
  auth?: readonly string[];
  /** Route-level layout overrides (e.g. the login page hides navbar and toolbar). */
  settings?: Record<string, unknown>;
}

export interface AppModule {
  id: string;
  title: string;
  icon?: string;
  /** Allowed roles for every route of the module unless a route says otherwise. */
  auth?: readonly string[];
  /** Where the module's items go: the product section or the template group. */
  navigationSection?: 'product' | 'templates' | 'none';
  navigation?: NavItem[];
  routes: AppRoute[];
}
