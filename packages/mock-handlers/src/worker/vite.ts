/// <reference types="node" />
/**
 * `@chorus/mock-handlers/vite`: the Vite plugin that builds the mock API's service worker (serviceWorker.ts,
 * beside this file) into one classic script, `/sw.js`: msw, the handlers, the seeds and zod run there, never
 * in a page chunk. The page's side is `@chorus/mock-handlers/client` (`installMockApi`).
 *
 * - `vite build`: emitted next to the app, with the list of the build's own files to cache for offline use
 *   (every emitted file but source maps and the manifest, plus index.html and the public files) and a build
 *   id naming the cache. A build with VITE_API_URL set emits no worker at all.
 * - `vite` (dev server): served at /sw.js, built on request and rebuilt after a source of this package changes;
 *   it caches nothing (the dev server's files are not hashed), it only answers /api/.
 * - Firebase: with VITE_FIREBASE_API_KEY set, the worker's getUser accepts the ID tokens of VITE_FIREBASE_PROJECT_ID
 *   (signed by Google), or with VITE_FIREBASE_AUTH_EMULATOR_URL the Auth emulator's unsigned ones
 *   (`configureMockFirebase`).
 * - msw's own worker script (`mockServiceWorker.js`, which a public folder shared with Storybook may hold) is
 *   removed from the build's output: the app's mock API is sw.js.
 *
 * Runs in Node (Vite's config). From source (the workspace's `source` condition) it builds serviceWorker.ts;
 * from the published package, the dist/worker/serviceWorker.js tsup builds beside it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, defaultClientConditions, type Plugin, type Rolldown } from 'vite';

// serviceWorker.ts beside vite.ts in src/, serviceWorker.js beside vite.js in dist/worker/.
const extension = extname(fileURLToPath(import.meta.url));
const entry = fileURLToPath(new URL(`./serviceWorker${extension}`, import.meta.url));
// msw's cookie jar, unused by the mock API (see the file): left out of the worker.
const noCookieJar = fileURLToPath(new URL(`./noCookieJar${extension}`, import.meta.url));
// A change under src/ (or dist/) of this package rebuilds the dev server's worker.
const packageSources = fileURLToPath(new URL('..', import.meta.url));
// SERVICE_WORKER_FILE of protocol.ts, which the client registers (not imported: Vite loads this file as it
// is, where an import needs its extension, and the package's type build takes none).
const SERVICE_WORKER_FILE = 'sw.js';
const MSW_WORKER_SCRIPT = 'mockServiceWorker.js';

/** Which Firebase ID tokens the worker's getUser accepts (`configureMockFirebase`), or null: none. */
export type MockApiWorkerFirebase = { projectId: string; emulator: boolean } | null;

export interface MockApiWorkerOptions {
  /**
   * The worker's Firebase options from the app's env (default: from VITE_FIREBASE_API_KEY,
   * VITE_FIREBASE_PROJECT_ID (default 'demo-chorus') and VITE_FIREBASE_AUTH_EMULATOR_URL).
   */
  firebase?: (env: Record<string, string | undefined>) => MockApiWorkerFirebase;
}

/** The default Firebase options: the configured project's tokens, or the emulator's. */
export function workerFirebase(env: Record<string, string | undefined>): MockApiWorkerFirebase {
  if (!env.VITE_FIREBASE_API_KEY) return null;
  return {
    projectId: env.VITE_FIREBASE_PROJECT_ID || 'demo-chorus',
    emulator: Boolean(env.VITE_FIREBASE_AUTH_EMULATOR_URL),
  };
}

interface BuiltWorker {
  code: string;
  map: string | undefined;
}

async function bundleWorker(
  precache: readonly string[] | null,
  buildId: string,
  dev: boolean,
  firebase: MockApiWorkerFirebase,
): Promise<BuiltWorker> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    mode: dev ? 'development' : 'production',
    publicDir: false,
    resolve: { conditions: ['source', ...defaultClientConditions], alias: { 'tough-cookie': noCookieJar } },
    define: {
      __CHORUS_PRECACHE__: JSON.stringify(precache),
      __CHORUS_BUILD_ID__: JSON.stringify(buildId),
      __CHORUS_FIREBASE__: JSON.stringify(firebase),
    },
    build: {
      write: false,
      target: 'es2022',
      minify: !dev,
      sourcemap: !dev,
      copyPublicDir: false,
      emptyOutDir: false,
      reportCompressedSize: false,
      modulePreload: false,
      rolldownOptions: {
        input: entry,
        output: { format: 'iife', entryFileNames: SERVICE_WORKER_FILE, codeSplitting: false },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const files = outputs.flatMap((output) => output.output);
  const chunk = files.find((file): file is Rolldown.OutputChunk => file.type === 'chunk' && file.isEntry);
  if (!chunk) throw new Error('The mock API service worker build produced no script');
  const map = files.find((file) => file.type === 'asset' && file.fileName === `${SERVICE_WORKER_FILE}.map`);
  return {
    code: chunk.code,
    map: map && map.type === 'asset' ? String(map.source) : undefined,
  };
}

/** The plugin: builds and serves `/sw.js` (see the file's comment). */
export function mockApiWorker(options: MockApiWorkerOptions = {}): Plugin {
  const firebaseOf = options.firebase ?? workerFirebase;
  let skip = false;
  let outDir = '';
  let publicFiles: string[] = [];
  let devBuild: Promise<BuiltWorker> | null = null;
  let firebase: MockApiWorkerFirebase = null;
  return {
    name: 'chorus:mock-api-service-worker',
    enforce: 'post',
    configResolved(config) {
      skip = Boolean(config.env.VITE_API_URL);
      firebase = firebaseOf(config.env);
      outDir = resolve(config.root, config.build.outDir);
      const publicDir = config.publicDir;
      publicFiles =
        publicDir && existsSync(publicDir)
          ? readdirSync(publicDir).filter((name) => name !== MSW_WORKER_SCRIPT && !name.startsWith('.'))
          : [];
    },
    configureServer(server) {
      if (skip) return;
      // Vite watches what the page loads; the worker's sources (seeds, handlers, stores) are watched here.
      server.watcher.add(packageSources);
      server.watcher.on('change', (file) => {
        if (file.startsWith(packageSources)) devBuild = null;
      });
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== `/${SERVICE_WORKER_FILE}`) return next();
        devBuild ??= bundleWorker(null, 'dev', true, firebase);
        devBuild.then(
          ({ code }) => {
            res.setHeader('content-type', 'text/javascript; charset=utf-8');
            res.setHeader('cache-control', 'no-cache');
            res.end(code);
          },
          (error: unknown) => {
            devBuild = null;
            next(error);
          },
        );
      });
    },
    async generateBundle(_options, bundle) {
      if (skip || this.environment?.config.command === 'serve') return;
      const files = new Set(['index.html', ...publicFiles]);
      for (const fileName of Object.keys(bundle)) {
        if (fileName.endsWith('.map') || fileName.startsWith('.vite/')) continue;
        files.add(fileName);
      }
      const precache = [...files].sort().map((file) => `/${file}`);
      const buildId = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      const worker = await bundleWorker(precache, buildId, false, firebase);
      this.emitFile({
        type: 'asset',
        fileName: SERVICE_WORKER_FILE,
        source: worker.map
          ? `${worker.code.replace(/\n\/\/# sourceMappingURL=.*\n?$/, '\n')}//# sourceMappingURL=${SERVICE_WORKER_FILE}.map\n`
          : worker.code,
      });
      if (worker.map)
        this.emitFile({ type: 'asset', fileName: `${SERVICE_WORKER_FILE}.map`, source: worker.map });
    },
    // A public folder shared with Storybook (whose MSW runs in its pages with msw's worker script) holds that
    // script; no build of the app uses it (its mock API is sw.js; a real-API build has no mock at all).
    closeBundle() {
      if (outDir) rmSync(join(outDir, MSW_WORKER_SCRIPT), { force: true });
    },
  };
}
