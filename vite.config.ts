// Shared Vite settings: Storybook, Vitest and the demo all resolve workspace
// packages through the `source` export condition, so nothing has to be built
// before dev, stories or tests run.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// Pre-bundled up front, so that a test run never stops to re-optimise (which
// reloads the page under a running story test).
const prebundled = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'valtio',
  'valtio/utils',
  'zod',
  'react-hook-form',
  '@hookform/resolvers/zod',
  '@tanstack/react-query',
  '@tanstack/react-table',
  '@tanstack/react-virtual',
  '@radix-ui/react-accordion',
  '@radix-ui/react-checkbox',
  '@radix-ui/react-dialog',
  '@radix-ui/react-dropdown-menu',
  '@radix-ui/react-popover',
  '@radix-ui/react-radio-group',
  '@radix-ui/react-switch',
  '@radix-ui/react-tabs',
  '@radix-ui/react-tooltip',
  '@vanilla-extract/dynamic',
  '@vanilla-extract/recipes/createRuntimeFn',
  '@vanilla-extract/sprinkles/createRuntimeSprinkles',
  '@dnd-kit/core',
  '@dnd-kit/sortable',
  '@dnd-kit/utilities',
  'date-fns',
  'dompurify',
  'lucide-react',
  'msw',
  'msw/browser',
];

// Icons loaded by name (`registerIconLoaders({ mail: () => import('lucide-react/icons/mail') })`) are
// deep imports the scan at start-up does not see: found here, in the packages' sources, and prebundled too.
const root = fileURLToPath(new URL('.', import.meta.url));
const iconModules = new Set<string>();
for (const entry of readdirSync(`${root}/packages`, { recursive: true, withFileTypes: true })) {
  // Sources only (screenshot folders are named after their test files; dist/ and node_modules/ are not sources)
  if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || !/[\\/]src([\\/]|$)/.test(entry.parentPath)) continue;
  const source = readFileSync(`${entry.parentPath}/${entry.name}`, 'utf8');
  for (const [, specifier] of source.matchAll(/import\('(lucide-react\/icons\/[\w-]+)'\)/g))
    if (specifier) iconModules.add(specifier);
}
prebundled.push(...[...iconModules].sort());

export const sharedConfig = {
  plugins: [react(), vanillaExtractPlugin()],
  optimizeDeps: { include: prebundled },
  // vanilla-extract evaluates `.css.ts` files in the server (SSR) environment: it must resolve workspace
  // packages to their source too, or a `.css.ts` importing `vars` from @chorus/ui would meet the built
  // dist/ (another file scope, other variable names).
  // (Set per environment: the compiler replaces the top-level `ssr` key with its own.)
  environments: {
    ssr: { resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] } },
  },
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: { '@chorus/testing': fileURLToPath(new URL('./testing', import.meta.url)) },
  },
};

export default defineConfig(sharedConfig);
