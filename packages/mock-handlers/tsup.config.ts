import { defineConfig } from 'tsup';

// Entries named after their source paths, so that dist/worker/ mirrors src/worker/: the Vite plugin
// (worker/vite, for Node) builds the service worker from the file beside it (worker/serviceWorker, with its
// cookie-jar stub), from src/ in the workspace and from dist/ once published.
/** The entries a consumer imports: each with its types. */
const publicEntries = {
  index: 'src/index.ts',
  contracts: 'src/contracts.ts',
  'demo-accounts': 'src/demo-accounts.ts',
  text: 'src/text.ts',
  'worker/client': 'src/worker/client.ts',
  'worker/vite': 'src/worker/vite.ts',
};

export default defineConfig({
  // The worker's own files are built (the plugin bundles them into /sw.js), never imported: no types.
  entry: {
    ...publicEntries,
    'worker/serviceWorker': 'src/worker/serviceWorker.ts',
    'worker/noCookieJar': 'src/worker/noCookieJar.ts',
  },
  format: ['esm'],
  dts: { entry: publicEntries },
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: true,
  target: 'es2022',
  // vite: the plugin's peer (the app's own Vite); node: built-ins stay imports.
  external: ['@chorus/domain', 'msw', 'zod', 'vite'],
});
