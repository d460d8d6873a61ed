/**
 * Documentation (/documentation/*): Chorus's own documentation for a developer adopting the packages, rendered
 * from the Markdown in the repository's `docs/` folder. The Markdown parser and the code highlighter load with
 * these pages only (screens/DocumentationScreen), never with index.ts.
 */
import { type AppModule, authRoles } from '@chorus/shell';
import { registerIconLoaders } from '@chorus/ui';
import { lazyScreen } from '../lib/lazyScreen';
import { navTitle, templateGroup } from '../lib/navigation/navTitle';
import { DOCS_BASE, docPages, docPath } from './docPages';

const screens = () => import('./screenLoaders');

// The catalogue's 'book-marked' is lucide's book-bookmark (book-marked.mjs only re-exports it).
registerIconLoaders({ 'book-marked': () => import('lucide-react/icons/book-bookmark') });

const screen = lazyScreen(() => screens().then((s) => s.documentationScreen()));

export const documentationModule: AppModule = {
  id: 'documentation',
  title: navTitle('documentation'),
  icon: 'book-marked',
  auth: authRoles.staff,
  navigationSection: 'templates',
  navigation: [
    templateGroup(
      'documentation',
      docPages.map((page) => ({
        id: `documentation.${page.slug}`,
        type: 'item',
        title: navTitle(page.title),
        icon: page.slug === 'getting-started' ? 'book-marked' : undefined,
        url: docPath(page.slug),
      })),
    ),
  ],
  routes: [
    { path: DOCS_BASE, redirectTo: docPath(docPages[0].slug) },
    ...docPages.map((page) => ({ path: docPath(page.slug), lazy: screen })),
  ],
};
