/**
 * The template pages that fetch nothing: the auth variants (/pages/auth/*), the error pages
 * (/pages/errors/error-404, error-500), coming soon and maintenance.
 *
 * One folder (one catalogue, one screenLoaders.ts) for four small families, but one module per family, like
 * the other template pages: each takes its place in the Pages collapse by its position in the demo's module
 * list (Authentication, Coming soon, Errors, … Maintenance) and a build can leave one out. The auth variants
 * are the real auth forms (`../auth/forms`) in two frames, a centred card and a split screen; one screen serves
 * the ten routes and reads its variant from the path. Staff only, like every template page.
 */
import { type AppModule, authRoles, type NavItemSource } from '@chorus/shell';
import { registerIconLoaders } from '@chorus/ui';
import type { MessageKey } from '../lib/navigation/i18n';
import { navTitle, pagesGroup } from '../lib/navigation/navTitle';
import { type AuthPageName, authPageNames, templatePaths } from './templatePaths';

const screens = () => import('./screenLoaders');

registerIconLoaders({
  lock: () => import('lucide-react/icons/lock'),
  rocket: () => import('lucide-react/icons/rocket'),
  // The catalogue's name for it; lucide's file of that name only re-exports this one.
  'triangle-alert': () => import('lucide-react/icons/triangle-exclamation-point'),
  construction: () => import('lucide-react/icons/construction'),
});

export { type AuthPageName, authPageNames, templatePaths };

const templateModule = (
  id: string,
  title: MessageKey,
  icon: string,
  nav: NavItemSource,
  routes: AppModule['routes'],
) =>
  ({
    id,
    title: navTitle(title),
    icon,
    auth: authRoles.staff,
    navigationSection: 'templates',
    navigation: [pagesGroup(nav)],
    routes,
  }) satisfies AppModule;

const item = (title: MessageKey, url: string, icon?: string): NavItemSource => ({
  id: title,
  title: navTitle(title),
  type: 'item',
  icon,
  url,
});

const collapse = (title: MessageKey, icon: string, children: NavItemSource[]): NavItemSource => ({
  id: title,
  title: navTitle(title),
  type: 'collapse',
  icon,
  children,
});

/** 'forgot-password-2' → 'pages.auth.forgotPassword2' */
const authTitle = (name: AuthPageName) =>
  `pages.auth.${name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}` as MessageKey;

const authScreen = () => screens().then((s) => s.authTemplatePage());
const errorScreen = () => screens().then((s) => s.errorTemplatePage());

export const authPagesModule = templateModule(
  'pages-auth',
  'pages.authentication',
  'lock',
  collapse(
    'pages.authentication',
    'lock',
    authPageNames.map((name) => item(authTitle(name), templatePaths.auth(name))),
  ),
  // Each its own title: the card and the split screen show the same heading.
  authPageNames.map((name) => ({
    path: templatePaths.auth(name),
    title: navTitle(authTitle(name)),
    lazy: authScreen,
    auth: null,
  })),
);

export const comingSoonModule = templateModule(
  'pages-coming-soon',
  'pages.comingSoon',
  'rocket',
  item('pages.comingSoon', templatePaths.comingSoon, 'rocket'),
  [{ path: templatePaths.comingSoon, lazy: () => screens().then((s) => s.comingSoonPage()), auth: null }],
);

export const errorPagesModule = templateModule(
  'pages-errors',
  'pages.errors',
  'triangle-alert',
  collapse('pages.errors', 'triangle-alert', [
    item('pages.errors.404', templatePaths.error404),
    item('pages.errors.500', templatePaths.error500),
  ]),
  [
    { path: templatePaths.error404, title: navTitle('pages.errors.404'), lazy: errorScreen, auth: null },
    { path: templatePaths.error500, title: navTitle('pages.errors.500'), lazy: errorScreen, auth: null },
  ],
);

export const maintenanceModule = templateModule(
  'pages-maintenance',
  'pages.maintenance',
  'construction',
  item('pages.maintenance', templatePaths.maintenance, 'construction'),
  [{ path: templatePaths.maintenance, lazy: () => screens().then((s) => s.maintenancePage()), auth: null }],
);
