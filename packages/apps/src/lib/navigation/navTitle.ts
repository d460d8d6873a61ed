/**
 * A module's navigation title in the active language, for `AppModule.navigation` (`title: navTitle('mail')`):
 * the shell calls it each time the navigation shows. The titles' catalogue loads when a title is first asked
 * for (the login page shows no navigation and downloads none of it); the navigation re-renders when it is there.
 */
import type { NavItemSource, NavText } from '@chorus/shell';
import { registerIconLoaders } from '@chorus/ui';
import { type MessageKey, messages } from './i18n';

export function navTitle(key: MessageKey): NavText {
  return () => messages.t(key);
}

/**
 * The template navigation's shared collapses: every page family puts its items in one of them, and the
 * shell's `buildNavigation` merges the collapses of the same id into one ("Pages", "User interface",
 * "Documentation"), children in module order.
 */
registerIconLoaders({
  files: () => import('lucide-react/icons/files'),
  'layout-template': () => import('lucide-react/icons/layout-template'),
  'book-open': () => import('lucide-react/icons/book-open'),
});

const templateGroups = {
  pages: { title: navTitle('pages'), icon: 'files' },
  ui: { title: navTitle('ui'), icon: 'layout-template' },
  documentation: { title: navTitle('documentation'), icon: 'book-open' },
} as const;

export function pagesGroup(...children: NavItemSource[]): NavItemSource {
  return templateGroup('pages', children);
}

export function templateGroup(id: keyof typeof templateGroups, children: NavItemSource[]): NavItemSource {
  return { id, type: 'collapse', ...templateGroups[id], children };
}
