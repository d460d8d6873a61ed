/**
 * Which modules supply live navigation badges. createAppRoutes fills it; the badges store reads it once a
 * signed-in user's navigation is shown. Kept to a map on purpose: this file is on the login page.
 */
import type { AppModule } from '../app-module/AppModule';

export type NavBadgeModule = Pick<AppModule, 'id' | 'navigation' | 'badges' | 'liveBadges'>;

/** The modules with a `badges` loader, by module id. */
export const navBadgeSources = new Map<string, NavBadgeModule>();

/** Registers the modules that have a `badges` loader (replacing any registered before). */
export function setNavBadgeSources(modules: readonly NavBadgeModule[]): void {
  navBadgeSources.clear();
  for (const module of modules) if (module.badges) navBadgeSources.set(module.id, module);
}
