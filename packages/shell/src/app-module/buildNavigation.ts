import { authRoles } from '../auth/auth.store';
import { t } from '../i18n';
import type { AppModule, NavItemSource, NavText } from './AppModule';

export interface BuildNavigationOptions {
  /** Title of the collapsed template group. Default 'Templates' (translated). */
  templatesTitle?: NavText;
  /** Icon of the template group. Default 'layout-dashboard'. */
  templatesIcon?: string;
  /** Who sees the template group. Default admin and staff. */
  templatesAuth?: readonly string[];
}

/**
 * The navigation from a list of modules: the product section first (modules whose section is 'product',
 * the default), then a divider and a collapsed group holding the template modules' items.
 *
 * Modules may share a group: collapses and groups with the same id, from several modules, become one, its
 * children in module order (the template page families each bring their items under one 'Pages' collapse).
 */
export function buildNavigation(
  modules: readonly AppModule[],
  options: BuildNavigationOptions = {},
): NavItemSource[] {
  const product: NavItemSource[] = [];
  const templates: NavItemSource[] = [];
  for (const module of modules) {
    const section = module.navigationSection ?? 'product';
    if (section === 'none' || !module.navigation?.length) continue;
    const items = withAuth(module.navigation, module.auth);
    mergeItems(section === 'templates' ? templates : product, items);
  }
  if (templates.length === 0) return product;
  return [
    ...product,
    { id: 'templates-divider', type: 'divider', auth: options.templatesAuth ?? authRoles.staff },
    {
      id: 'templates',
      title: options.templatesTitle ?? (() => t('navigation.templates')),
      type: 'collapse',
      icon: options.templatesIcon ?? 'layout-dashboard',
      auth: options.templatesAuth ?? authRoles.staff,
      children: templates,
    },
  ];
}

/** Gives every item (a group's children too) the module's roles where it names none. */
function withAuth(items: readonly NavItemSource[], auth: readonly string[] | undefined): NavItemSource[] {
  if (!auth) return [...items];
  return items.map((item) => ({
    ...item,
    auth: item.auth ?? auth,
    ...(item.children ? { children: withAuth(item.children, item.auth ?? auth) } : {}),
  }));
}

/** Who sees a group two modules share: anyone either part lets in (no list: everyone). */
function unionAuth(a: readonly string[] | undefined, b: readonly string[] | undefined) {
  return a && b ? [...new Set([...a, ...b])] : undefined;
}

/** Appends items to a list, merging a collapse or group into the one already there with its id. */
function mergeItems(into: NavItemSource[], items: readonly NavItemSource[]): void {
  for (const item of items) {
    const existing = item.children && into.find((other) => other.id === item.id && other.children);
    if (existing?.children && item.children) {
      const children = [...existing.children];
      mergeItems(children, item.children);
      into[into.indexOf(existing)] = { ...existing, auth: unionAuth(existing.auth, item.auth), children };
    } else {
      into.push(item);
    }
  }
}
