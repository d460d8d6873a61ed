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
    const items = module.navigation.map((item) =>
      module.auth && item.auth === undefined ? { ...item, auth: module.auth } : item,
    );
    (section === 'templates' ? templates : product).push(...items);
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
