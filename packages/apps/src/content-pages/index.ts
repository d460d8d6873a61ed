/**
 * The content template pages (§2): invoices (modern, compact), pricing (three styles), search (classic,
 * modern), FAQ and knowledge base. One module for the five families because this file is in the sign-in
 * page's bundle and one module costs less there than five; each family keeps its own folder (screens, views,
 * catalogue, api), and its screens load only on its routes (screenLoaders.ts).
 */
import { type AppModule, authRoles, type NavItemSource } from '@chorus/shell';
import { registerIconLoaders } from '@chorus/ui';
import { lazyScreen } from '../lib/lazyScreen';
import type { MessageKey } from '../lib/navigation/i18n';
import { navTitle, pagesGroup } from '../lib/navigation/navTitle';

registerIconLoaders({
  receipt: () => import('lucide-react/icons/receipt'),
  'credit-card': () => import('lucide-react/icons/credit-card'),
  search: () => import('lucide-react/icons/search'),
  'life-buoy': () => import('lucide-react/icons/life-buoy'),
  // The catalogue's 'book-marked' is lucide's book-bookmark (book-marked.mjs only re-exports it).
  'book-marked': () => import('lucide-react/icons/book-bookmark'),
});

const screens = () => import('./screenLoaders');
type Screens = typeof import('./screenLoaders');
const screen = (name: keyof Screens) => lazyScreen(async () => (await screens())[name]());

/** A family's collapse of variants: `/pages/<family>/<variant>`, each one nav item and one route. */
const variants = {
  invoices: { nav: 'pages.invoice', icon: 'receipt', screen: 'invoiceScreen', names: ['modern', 'compact'] },
  pricing: {
    nav: 'pages.pricing',
    icon: 'credit-card',
    screen: 'pricingScreen',
    names: ['style-1', 'style-2', 'style-3'],
  },
  search: { nav: 'pages.search', icon: 'search', screen: 'searchScreen', names: ['classic', 'modern'] },
} as const;

const variantKey = (nav: string, name: string) => `${nav}.${name.replace('-', '')}` as MessageKey;

export const contentPagesRoutes = {
  faq: '/pages/faq',
  knowledgeBase: '/pages/knowledge-base',
} as const;

export const contentPagesModule: AppModule = {
  id: 'content-pages',
  title: navTitle('pages'),
  icon: 'files',
  auth: authRoles.staff,
  navigationSection: 'templates',
  navigation: [
    pagesGroup(
      ...Object.entries(variants).map(
        ([family, { nav, icon, names }]): NavItemSource => ({
          id: nav,
          type: 'collapse',
          title: navTitle(nav),
          icon,
          children: names.map((name) => ({
            id: `${nav}.${name}`,
            type: 'item',
            title: navTitle(variantKey(nav, name)),
            url: `/pages/${family}/${name}`,
          })),
        }),
      ),
      {
        id: 'pages.faq',
        type: 'item',
        title: navTitle('pages.faq'),
        icon: 'life-buoy',
        url: contentPagesRoutes.faq,
      },
      {
        id: 'pages.knowledgeBase',
        type: 'item',
        title: navTitle('pages.knowledgeBase'),
        icon: 'book-marked',
        url: contentPagesRoutes.knowledgeBase,
      },
    ),
  ],
  routes: [
    ...Object.entries(variants).flatMap(([family, { nav, screen: name, names }]) => [
      { path: `/pages/${family}`, redirectTo: `/pages/${family}/${names[0]}` },
      ...names.map((variant) => ({
        path: `/pages/${family}/${variant}`,
        title: navTitle(variantKey(nav, variant)),
        lazy: screen(name),
      })),
    ]),
    // FAQ and knowledge base are public, like their data (GET /api/faq, /api/knowledge-base).
    { path: contentPagesRoutes.faq, title: navTitle('pages.faq'), lazy: screen('faqScreen'), auth: null },
    {
      path: contentPagesRoutes.knowledgeBase,
      title: navTitle('pages.knowledgeBase'),
      lazy: screen('knowledgeBaseScreen'),
      auth: null,
    },
  ],
};
