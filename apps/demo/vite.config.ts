import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, defaultClientConditions, defineConfig, loadEnv, type Plugin, type Rolldown } from 'vite';
import { sharedConfig } from '../../vite.config.ts';

/**
 * react-router's production build names its components and contexts with top-level `X.displayName = '…'`
 * statements, and creates them with unannotated `React.forwardRef(…)` calls. Both count as side effects, so a
 * bundler keeps every such component (Link, NavLink, Form, their framework-mode prefetching) in every page's
 * JavaScript whether or not anything uses it. Dropping the names (for React DevTools only) and marking the
 * calls pure lets tree-shaking work; no line moves, so source maps hold (a few columns shift).
 */
function dropRouterDisplayNames(): Plugin {
  return {
    name: 'chorus:drop-router-display-names',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/]/ },
      handler(code) {
        const stripped = code
          .replace(/^\s*[\w$.]+\.displayName = "[^"\n]*";$/gm, '')
          .replace(/= (React(?:\$1)?\.forwardRef)\(/g, '= /* @__PURE__ */ $1(');
        return stripped === code ? null : { code: stripped, map: null };
      },
    },
  };
}

/**
 * Builds the mock API's service worker (packages/mock-handlers/src/worker/serviceWorker.ts) from source into
 * one classic script, `/sw.js`: msw, the handlers, the seeds and zod run there, never in a page chunk.
 *
 * - `vite build`: emitted next to the app, with the list of the build's own files to cache for offline use
 *   (every emitted file but source maps and the manifest, plus index.html and the public files) and a build
 *   id naming the cache. A build with VITE_API_URL set emits no worker at all.
 * - `vite` (dev server): served at /sw.js, built on request and rebuilt after a mock-handlers source changes;
 *   it caches nothing (the dev server's files are not hashed), it only answers /api/.
 */
const entry = fileURLToPath(
  new URL('../../packages/mock-handlers/src/worker/serviceWorker.ts', import.meta.url),
);
// msw's cookie jar, unused by the mock API (see the file): left out of the worker.
const noCookieJar = fileURLToPath(
  new URL('../../packages/mock-handlers/src/worker/noCookieJar.ts', import.meta.url),
);
const mockSources = fileURLToPath(new URL('../../packages/mock-handlers/src/', import.meta.url));
const SERVICE_WORKER_FILE = 'sw.js';
const MSW_WORKER_SCRIPT = 'mockServiceWorker.js';

/**
 * Which Firebase ID tokens the worker's getUser accepts (`configureMockFirebase`): those of the configured
 * project (signed by Google), or, with VITE_FIREBASE_AUTH_EMULATOR_URL, the Auth emulator's unsigned ones.
 */
type WorkerFirebase = { projectId: string; emulator: boolean } | null;

function workerFirebase(env: Record<string, string | undefined>): WorkerFirebase {
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
  firebase: WorkerFirebase,
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

function mockApiServiceWorker(): Plugin {
  let skip = false;
  let outDir = '';
  let publicFiles: string[] = [];
  let devBuild: Promise<BuiltWorker> | null = null;
  let firebase: WorkerFirebase = null;
  return {
    name: 'chorus:mock-api-service-worker',
    enforce: 'post',
    configResolved(config) {
      skip = Boolean(config.env.VITE_API_URL);
      firebase = workerFirebase(config.env);
      outDir = resolve(config.root, config.build.outDir);
      const publicDir = config.publicDir;
      publicFiles = publicDir
        ? readdirSync(publicDir).filter((name) => name !== MSW_WORKER_SCRIPT && !name.startsWith('.'))
        : [];
    },
    configureServer(server) {
      if (skip) return;
      server.watcher.on('change', (file) => {
        if (file.startsWith(mockSources)) devBuild = null;
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
    // public/ is shared with Storybook, whose MSW runs in its pages with msw's worker script; no build of the
    // demo uses that script (the demo's mock API is sw.js; a real-API build has no mock at all).
    closeBundle() {
      if (outDir) rmSync(join(outDir, MSW_WORKER_SCRIPT), { force: true });
    },
  };
}

/**
 * A cold visit in a new tab starts at the login page (the session is per tab), whose screen is a lazy chunk:
 * the browser would learn of it only once the app's chunk had run, one round trip after the app itself.
 * A small script at the top of index.html preloads the login screen's chunks and CSS beside the app when the
 * page will show it: on /login, or when this tab holds no session yet (every guarded page sends it there).
 * Other pages load only their own code. The screens are named by their source files (those of a build's
 * graph: the demo accounts are not in a VITE_API_URL build).
 */
function preloadLoginScreen(screens: (env: Record<string, string>) => readonly string[]): Plugin {
  let wanted: readonly string[] = [];
  return {
    name: 'chorus:preload-login-screen',
    apply: 'build',
    configResolved(config) {
      wanted = screens(config.env);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (files: Iterable<string>, into = new Set<string>()) => {
          for (const file of files) {
            if (into.has(file)) continue;
            into.add(file);
            closure(byFile.get(file)?.imports ?? [], into);
          }
          return into;
        };
        const loaded = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
        const starts = chunks.filter((chunk) =>
          wanted.some((screen) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(screen)),
        );
        if (starts.length !== wanted.length)
          this.error(`preloadLoginScreen: found ${starts.length} of the chunks of ${wanted.join(', ')}`);
        const files = [...closure(starts.map((chunk) => chunk.fileName))].filter((file) => !loaded.has(file));
        const css = new Set(
          files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]),
        );
        const links = [...files.map((file) => [`/${file}`, 0]), ...[...css].map((file) => [`/${file}`, 1])];
        const code =
          `try{if(location.pathname==='/login'||!sessionStorage.length)for(const[h,s]of ${JSON.stringify(links)}){` +
          `const l=document.createElement('link');l.rel=s?'preload':'modulepreload';if(s)l.as='style';` +
          `l.crossOrigin='';l.href=h;document.head.append(l)}}catch{}`;
        return [{ tag: 'script', children: code, injectTo: 'head-prepend' }];
      },
    },
  };
}

/**
 * A build for a real API (VITE_API_URL set) keeps its source maps out of what is served: the chunks carry no
 * `sourceMappingURL` ('hidden'), and after the build every `.map` file moves from the output folder to the
 * sibling folder `<outDir>.sourcemaps/` (same relative paths), for an error tracker or scripts/size.mjs.
 * The demo (everything is public there anyway) keeps them beside the code, referenced, for debugging.
 */
function realApiSourceMaps(): Plugin {
  let outDir = '';
  let realApi = false;
  return {
    name: 'chorus:real-api-source-maps',
    apply: 'build',
    config(config, { mode }) {
      const envDir = config.envDir === false ? undefined : (config.envDir ?? config.root);
      realApi = Boolean(
        process.env.VITE_API_URL || loadEnv(mode, envDir ?? process.cwd(), 'VITE_').VITE_API_URL,
      );
      return realApi ? { build: { sourcemap: 'hidden' } } : undefined;
    },
    configResolved(config) {
      realApi = Boolean(config.env.VITE_API_URL);
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!realApi || !outDir) return;
      const mapsDir = `${outDir}.sourcemaps`;
      rmSync(mapsDir, { recursive: true, force: true });
      for (const file of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
        if (!file.endsWith('.map')) continue;
        mkdirSync(dirname(join(mapsDir, file)), { recursive: true });
        renameSync(join(outDir, file), join(mapsDir, file));
      }
    },
  };
}

/**
 * The chunk graph of the demo build in dist/, for `npm run test:changed` (scripts/test-changed.mjs), which reads
 * from it which routes a changed source file reaches: `.tmp/demo-chunks.json` at the repository's root (outside
 * the build, which is unchanged), one entry per JavaScript chunk with its file name, its modules (repository-
 * relative paths without query strings) and the chunks it imports statically and dynamically. Builds into other
 * folders (the real-API builds) write nothing: the file describes the build the e2e tests and the size budget load.
 */
function chunkGraph(): Plugin {
  const repository = fileURLToPath(new URL('../..', import.meta.url));
  let write = false;
  return {
    name: 'chorus:chunk-graph',
    apply: 'build',
    configResolved(config) {
      write = resolve(config.root, config.build.outDir) === resolve(config.root, 'dist');
    },
    generateBundle(_options, bundle) {
      if (!write) return;
      const id = (module: string) => {
        const path = module.split('?')[0] ?? module;
        return isAbsolute(path) ? relative(repository, path).replaceAll('\\', '/') : path;
      };
      const chunks = Object.values(bundle)
        .filter((item) => item.type === 'chunk')
        .map((chunk) => ({
          fileName: chunk.fileName,
          isEntry: chunk.isEntry,
          moduleIds: [...new Set(chunk.moduleIds.map(id))],
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
        }));
      mkdirSync(join(repository, '.tmp'), { recursive: true });
      writeFileSync(join(repository, '.tmp/demo-chunks.json'), `${JSON.stringify(chunks)}\n`);
    },
  };
}

// The demo builds the workspace packages from source (the `source` export
// condition), so `npm start` needs no prior build. Its mock API is the service
// worker built above; public/ (the favicon, and msw's worker script for
// Storybook) is shared with Storybook.
export default defineConfig({
  ...sharedConfig,
  plugins: [
    ...(sharedConfig.plugins ?? []),
    dropRouterDisplayNames(),
    mockApiServiceWorker(),
    preloadLoginScreen((env) => [
      'packages/apps/src/auth/screens/LoginPage.tsx',
      ...(env.VITE_API_URL ? [] : ['packages/mock-handlers/src/demo-accounts.ts']),
    ]),
    realApiSourceMaps(),
    chunkGraph(),
  ],
  publicDir: fileURLToPath(new URL('../../public', import.meta.url)),
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
    // Read by scripts/size.mjs to tell the mock API's chunks from the product's.
    manifest: true,
    rolldownOptions: {
      output: {
        // What the first page runs (React, the router, the shell's eager part, the app modules' routes) goes in
        // one chunk: left to automatic splitting it came as ~35 small shared chunks, which compress ~9 KB worse
        // than one and cost as many requests. Screens, layouts and panels stay lazy, each in its own chunks.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            // What the sign-in form needs besides its page, in one chunk. The template auth pages (/pages/auth/*)
            // use these pieces too, each a different set of them, which left alone splits them into six small
            // chunks on /login (+1 KB gzip); /register and /forgot-password load the login form with them (1 KB).
            // Their dependencies (the kit's Button, …) stay where they were: in this chunk, every page with a
            // button would load the auth forms.
            {
              name: 'auth-forms',
              includeDependenciesRecursively: false,
              test: /packages\/apps\/src\/auth\/(components\/|forms\/(LoginForm|useAuthForm|submitError|validation|links)\.|i18n\/index)/,
            },
          ],
        },
      },
    },
  },
  preview: { strictPort: true },
  server: { strictPort: true },
});
