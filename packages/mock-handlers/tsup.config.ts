import { defineConfig } from 'tsup';

// Entries named after their source paths, so that dist/worker/ mirrors src/worker/: the Vite plugin
// (worker/vite, for Node) builds the service worker from the file beside it (worker/serviceWorker, with its
// cookie-jar stub), from src/ in the workspace and from dist/ once published.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    contracts: 'src/contracts.ts',
    'demo-accounts': 'src/demo-accounts.ts',
    text: 'src/text.ts',
    'worker/client': 'src/worker/client.ts',
    'worker/vite': 'src/worker/vite.ts',
    'worker/serviceWorker': 'src/worker/serviceWorker.ts',
    'worker/noCookieJar': 'src/worker/noCookieJar.ts',
  },
  format: ['esm'],
  // Types for the entries a consumer imports (the worker's own files are built, never imported).
  dts: {
    entry: {
      index: 'src/index.ts',
      contracts: 'src/contracts.ts',
      'demo-accounts': 'src/demo-accounts.ts',
      text: 'src/text.ts',
      'worker/client': 'src/worker/client.ts',
      'worker/vite': 'src/worker/vite.ts',
    },
  },
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: true,
  target: 'es2022',
  // vite: the plugin's peer (the app's own Vite); node: built-ins stay imports.
  external: ['@chorus/domain', 'msw', 'zod', 'vite'],
});
