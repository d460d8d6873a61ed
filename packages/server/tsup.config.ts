import { defineConfig } from 'tsup';

// The server for plain Node 22: one ESM bundle with @chorus/domain's source inside (its imports have no
// extensions), the npm dependencies left to node_modules. The migrations stay in drizzle/ beside dist/.
export default defineConfig({
  entry: { main: 'src/main.ts', index: 'src/index.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node22',
  sourcemap: true,
  clean: true,
  dts: false,
  splitting: true,
  noExternal: ['@chorus/domain'],
  external: [
    '@electric-sql/pglite',
    '@hono/node-server',
    'drizzle-orm',
    'hono',
    'pg',
    'pino',
    'prom-client',
    'zod',
  ],
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
