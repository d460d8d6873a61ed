/**
 * The documentation's pages, in reading order: each an address under /documentation and a Markdown source in
 * the repository's `docs/` folder (the README links to the same files: one source).
 */
export const docPages = [
  { slug: 'getting-started', title: 'documentation.gettingStarted' },
  { slug: 'packages', title: 'documentation.packages' },
  { slug: 'theming', title: 'documentation.theming' },
  { slug: 'shell', title: 'documentation.shell' },
  { slug: 'adding-an-app', title: 'documentation.addingAnApp' },
  { slug: 'mock-api', title: 'documentation.mockApi' },
  { slug: 'auth', title: 'documentation.auth' },
  { slug: 'server', title: 'documentation.server' },
  { slug: 'meeting-method', title: 'documentation.meetingMethod' },
] as const;

export type DocSlug = (typeof docPages)[number]['slug'];
export const DOCS_BASE = '/documentation';
export const docPath = (slug: DocSlug) => `${DOCS_BASE}/${slug}`;
