/**
 * The "User interface" template pages (§2): the icon catalogue (/ui/icons), the type scale (/ui/typography),
 * what the kit offers instead of helper classes (/ui/helper-classes) and the shell's page layouts shown live
 * (/ui/page-layouts/*, each a working example with its own source beside it).
 *
 * One folder for the four families: they share a catalogue and a code block, and one small index.ts costs the
 * sign-in page less than four. Two modules: the icon catalogue reads the mock API's `GET /api/icons` (a build for a
 * real server shows its notice instead), the other pages need no data.
 */
import { type AppModule, authRoles, type NavItemSource } from '@chorus/shell';
import { registerIconLoaders } from '@chorus/ui';
import { lazyScreen } from '../lib/lazyScreen';
import { navTitle, templateGroup } from '../lib/navigation/navTitle';
import { layoutExamples, uiRoutes } from './uiRoutes';

const screens = () => import('./screenLoaders');

registerIconLoaders({
  shapes: () => import('lucide-react/icons/shapes'),
  type: () => import('lucide-react/icons/type'),
  code: () => import('lucide-react/icons/code'),
  'layout-template': () => import('lucide-react/icons/layout-template'),
});

const layoutItems = (layout: 'carded' | 'simple'): NavItemSource => ({
  id: `ui.pageLayouts.${layout}`,
  type: 'collapse',
  title: navTitle(`ui.pageLayouts.${layout}`),
  children: layoutExamples
    .filter((example) => example.layout === layout)
    .map((example) => ({
      id: `ui.pageLayouts.${layout}.${example.variant}`,
      type: 'item',
      title: navTitle(`ui.pageLayouts.${example.variant}`),
      url: example.path,
    })),
});

export const iconsModule: AppModule = {
  id: 'ui-icons',
  title: navTitle('ui.icons'),
  icon: 'shapes',
  auth: authRoles.staff,
  navigationSection: 'templates',
  navigation: [
    templateGroup('ui', [
      { id: 'ui.icons', type: 'item', title: navTitle('ui.icons'), icon: 'shapes', url: uiRoutes.icons },
    ]),
  ],
  // Public, like its data (GET /api/icons): a signed-out visitor may browse the catalogue.
  routes: [
    { path: uiRoutes.icons, lazy: lazyScreen(() => screens().then((s) => s.iconsScreen())), auth: null },
  ],
};

export const uiPagesModule: AppModule = {
  id: 'ui-pages',
  title: navTitle('ui'),
  icon: 'layout-template',
  auth: authRoles.staff,
  navigationSection: 'templates',
  navigation: [
    templateGroup('ui', [
      {
        id: 'ui.typography',
        type: 'item',
        title: navTitle('ui.typography'),
        icon: 'type',
        url: uiRoutes.typography,
      },
      {
        id: 'ui.helperClasses',
        type: 'item',
        title: navTitle('ui.helperClasses'),
        icon: 'code',
        url: uiRoutes.helperClasses,
      },
      {
        id: 'ui.pageLayouts',
        type: 'collapse',
        title: navTitle('ui.pageLayouts'),
        icon: 'layout-template',
        children: [
          layoutItems('carded'),
          layoutItems('simple'),
          {
            id: 'ui.pageLayouts.blank',
            type: 'item',
            title: navTitle('ui.pageLayouts.blank'),
            url: uiRoutes.blank,
          },
        ],
      },
    ]),
  ],
  routes: [
    { path: uiRoutes.typography, lazy: lazyScreen(() => screens().then((s) => s.typographyScreen())) },
    { path: uiRoutes.helperClasses, lazy: lazyScreen(() => screens().then((s) => s.helperClassesScreen())) },
    { path: '/ui/page-layouts', redirectTo: layoutExamples[0].path },
    ...[...layoutExamples.map((example) => example.path), uiRoutes.blank].map((path) => ({
      path,
      lazy: lazyScreen(() => screens().then((s) => s.pageLayoutScreen())),
    })),
  ],
};
