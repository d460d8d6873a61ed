import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import MagicString from 'magic-string';
import { defineConfig, loadEnv, type Plugin } from 'vite';
// `@chorus/mock-handlers/vite` for a consumer of the published package. Vite loads its config with Node's own
// conditions (dist/, not the workspace's `source`), and the demo runs with nothing built: from its source here.
import { mockApiWorker } from '../../packages/mock-handlers/src/worker/vite.ts';
import { sharedConfig } from '../../vite.config.ts';

/**
 * The demo's own build: what it bundles (react-router, the login screen's preload, one first-page chunk) and
 * where its maps and chunk graph go. The mock API's worker is the plugin of @chorus/mock-handlers/vite.
 *
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
 * A page never checks an answer against its contract's schemas in a production build (`call` of @chorus/apps
 * checks in development only), yet every contract holds its request and response schemas: a page that called one
 * endpoint downloaded zod (~87 KB minified, ~23 KB gzip) and built every schema of the modules it imported before
 * its first paint. In the build, the modules that define schemas and contracts (`*.schema.ts`, `*.contracts.ts`
 * and lib/schema.ts of @chorus/domain and @chorus/mock-handlers) change in two ways:
 * - the schemas given to `contract.get(path, request, response)` and `contract.post(…)` become `void 0` (a page
 *   calls a contract by its method and path);
 * - each top-level constant built by calls (`export const MailSchema = z.object(…)`) is marked pure, as an
 *   annotated call (`/* @__PURE__ *\/ (() => …)()`): those modules only build values, so a schema nothing uses is
 *   dropped, and zod with the last one. A form's schema stays, in the form's chunk.
 * The mock API's worker is built apart (its own config) and keeps every schema; so do Storybook and the dev server.
 */
function contractsWithoutSchemas(): Plugin {
  type Node = { type: string; start: number; end: number; [key: string]: unknown };
  const isNode = (value: unknown): value is Node =>
    Boolean(value) && typeof value === 'object' && typeof (value as Node).type === 'string';
  const isContractCall = (node: Node) => {
    const callee = node.callee as Node | undefined;
    if (node.type !== 'CallExpression' || callee?.type !== 'MemberExpression' || callee.computed)
      return false;
    const object = callee.object as Node;
    const property = callee.property as Node;
    return (
      object.type === 'Identifier' && object.name === 'contract' && /^(get|post)$/.test(String(property.name))
    );
  };
  /** Whether an expression calls anything (a literal or a plain object of names needs no mark). */
  const calls = (value: unknown): boolean => {
    if (Array.isArray(value)) return value.some(calls);
    if (!isNode(value)) return false;
    if (/^(Call|New|TaggedTemplate)Expression$/.test(value.type)) return true;
    if (/Function|Arrow/.test(value.type)) return false;
    return Object.entries(value).some(([key, child]) => key !== 'start' && key !== 'end' && calls(child));
  };
  return {
    name: 'chorus:contracts-without-schemas',
    apply: 'build',
    transform: {
      filter: {
        id: /packages[\\/](domain|mock-handlers)[\\/]src[\\/](.+\.(schema|contracts)|lib[\\/]schema)\.ts$/,
      },
      handler(code, id) {
        const out = new MagicString(code);
        const visit = (value: unknown): void => {
          if (Array.isArray(value)) {
            for (const item of value) visit(item);
            return;
          }
          if (!isNode(value)) return;
          if (isContractCall(value))
            for (const schema of (value.arguments as Node[]).slice(1, 3))
              out.overwrite(schema.start, schema.end, 'void 0');
          for (const [key, child] of Object.entries(value))
            if (key !== 'start' && key !== 'end') visit(child);
        };
        const program = this.parse(code) as unknown as { body: Node[] };
        for (const statement of program.body) {
          visit(statement);
          const declaration =
            statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node) : statement;
          if (declaration?.type !== 'VariableDeclaration') continue;
          for (const declarator of declaration.declarations as Node[]) {
            const init = declarator.init as Node | null;
            if (!init || !calls(init)) continue;
            out.prependLeft(init.start, '/* @__PURE__ */ (() => (');
            out.appendRight(init.end, '))()');
          }
        }
        return out.hasChanged()
          ? { code: out.toString(), map: out.generateMap({ source: id, hires: true }) }
          : null;
      },
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

/** `styles~A~B~…` → `styles` (chunk and asset file names). */
const firstName = (name: string) => name.split('~')[0] ?? name;

// The demo builds the workspace packages from source (the `source` export
// condition), so `npm start` needs no prior build. Its mock API is the service
// worker of @chorus/mock-handlers/vite (`/sw.js`, none when VITE_API_URL is set);
// public/ (the favicon, and msw's worker script for Storybook) is shared with Storybook.
export default defineConfig({
  ...sharedConfig,
  plugins: [
    ...(sharedConfig.plugins ?? []),
    dropRouterDisplayNames(),
    contractsWithoutSchemas(),
    mockApiWorker(),
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
        // The `styles` group's chunks are named after every screen that shares them (`styles~A~B~…`): the first
        // name is enough for a file name.
        chunkFileNames: (chunk) => `assets/${firstName(chunk.name)}-[hash].js`,
        assetFileNames: (asset) =>
          `assets/${firstName(asset.names[0] ?? 'asset').replace(/\.[^.]+$/, '')}-[hash][extname]`,
        // Fewer, larger requests (issue 33): left to automatic splitting, a signed-in page loaded ~70 scripts,
        // most under 1 KB, each a module shared by a different set of screens. The groups, in order (a module
        // goes to the first that takes it; a group takes the modules its matches import, unless it says not to):
        codeSplitting: {
          groups: [
            // What the first page runs (React, the router, the shell's eager part, the app modules' routes): one
            // chunk (alone, ~35 small shared chunks, ~9 KB gzip worse and as many requests).
            { name: 'app', tags: ['$initial'] },
            // What the login page shares with the signed-in pages (the kit's Button): taken first, so that the
            // login page loads none of the groups below.
            {
              name: 'common',
              test: /packages[\\/](ui[\\/]src[\\/]components[\\/]Button[\\/]|domain[\\/]src[\\/]lib[\\/]text\.ts$)/,
            },
            // The kit's styles, by the screens that use them, as automatic splitting would: a styles file imports
            // the styles of every kit component it reads a token from (through `@chorus/ui`), so the login form's
            // would otherwise pull in the signed-in frame's chunk just for its CSS.
            { name: 'styles', test: /\.vanilla\.css$/, entriesAware: true },
            // zod and the schemas, apart from every page's code: a page calls its contracts by path (the build drops
            // their schemas, contractsWithoutSchemas above) and loads this chunk only with a form that validates.
            {
              name: 'schemas',
              // Not what the schemas import (the limits, the error codes, the URL rule of lib/apiValues.ts): the
              // pages that need those alone load them without zod.
              includeDependenciesRecursively: false,
              test: /(node_modules[\\/]zod[\\/]|packages[\\/](domain|mock-handlers)[\\/]src[\\/](.+\.schema|lib[\\/]schema)\.ts$)/,
            },
            // The signed-in frame: the layout (navigation, toolbar, menus, drawers and the kit's pieces they use)
            // and the navigation's badges (their APIs and schemas): 1 chunk where there were ~30.
            {
              name: 'signed-in',
              test: /packages[\\/](shell[\\/]src[\\/]layouts[\\/]Layout1\.tsx|apps[\\/]src[\\/][\w-]+[\\/][\w-]+\.badges\.ts)$/,
            },
            // What most screens use: the kit's text, layout and form pieces, the query client and its hooks.
            {
              name: 'screen-kit',
              test: /(packages[\\/]ui[\\/]src[\\/]components[\\/](Card|Heading|Text|Stack|FormField|TextField|TextArea|Select|Tag|Dialog|PersonBadge)[\\/]|packages[\\/]apps[\\/]src[\\/]lib[\\/](query|useQuery|mutation|dates)\.tsx?$|node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/])/,
            },
            // The ICU compiler and its formats, fetched together when a catalogue first needs them.
            {
              name: 'icu',
              test: /(packages[\\/]ui[\\/]src[\\/]intl[\\/]icuFormat\.ts$|node_modules[\\/](@lingui|@messageformat|moo)[\\/])/,
            },
            // The icons more than one lazy chunk uses (70: navigation, menus, dialogs), each left alone a chunk of
            // its own (0.3 KB gzip): one chunk of all of them is 6.4 KB gzip (their 70 chunks were 20.8 KB). An
            // icon only one chunk uses stays in that chunk.
            { name: 'icons', test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/, minShareCount: 2 },
            // What the sign-in form needs besides its page, in one chunk. The template auth pages (/pages/auth/*)
            // use these pieces too, each a different set of them, which left alone splits them into six small
            // chunks on /login (+1 KB gzip); /register and /forgot-password load the login form with them (1 KB).
            // Their dependencies stay where they were: in this chunk, every page with a button would load the
            // auth forms.
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
