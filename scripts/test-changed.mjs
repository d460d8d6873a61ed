// `npm run test:changed`: the fast inner loop. The steps of `npm test`, each limited to what the change at hand
// can affect, cheapest and most often failing first; it stops at the first step that fails and ends, like
// `npm test`, with a summary and one line "N passed, N failed".
//   What changed: the files `git diff --name-only` lists against the base (its merge-base with HEAD: what this
//   branch committed, staged and left unstaged), and the untracked files. The base is `--base REF`; by default
//   main on any other branch (when a main branch exists), else HEAD: the uncommitted changes.
//   The test graph and then Vitest (3), and the demo's build (5), start at once, beside typecheck and lint (which
//   run side by side too); the size check (6) runs beside the e2e tests (5). Each step still reports in its order
//   (the output of what ran beside it printed whole) and waits for what it needs.
//   1. typecheck  tsc on the whole program, incremental (.tmp/tsc-changed.tsbuildinfo): a second run rechecks
//                 only what changed
//   2. lint       Biome on the changed files it handles
//   3. vitest     the test files whose tree-shaken bundles hold a changed module (scripts/test-graph.mjs); all of
//                 them when a configuration or set-up file changed
//   4. packages   scripts/check-packages.mjs, when a package's manifest, tsup config or entry changed
//   4b. storybook scripts/check-storybook.mjs, when an MDX docs page, the Storybook configuration or the check
//                 changed (a story's own change is tested by Vitest; the static build is the full run's)
//   5. e2e        the demo built once (as scripts/e2e.mjs builds it); the e2e files that changed or name a
//                 route the change reaches, and the route walk limited to those routes (E2E_ROUTES)
//   6. size       the budgets of the routes the change reaches (size.mjs --routes)
// Which routes a change reaches: the demo's build writes its chunk graph to .tmp/demo-chunks.json (the plugin
// chunkGraph in apps/demo/vite.config.ts); see reachedRoutes below.
//   --base REF     compare with REF instead
//   --all-steps    go on after a step fails
//   --dry-run      print what would run (the files, the routes, the commands) and run nothing; the routes then
//                  come from the last build's graph, if there is one
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildForServer } from './front.mjs';
import { bin, capture, collect, countsFrom, failedE2e, root, run, tee } from './lib.mjs';
import { testsReaching } from './test-graph.mjs';

const argv = process.argv.slice(2);
const optionValue = (flag) => {
  const at = argv.indexOf(flag);
  return at >= 0 ? argv[at + 1] : undefined;
};
const dryRun = argv.includes('--dry-run');
const allSteps = argv.includes('--all-steps');
const tmp = join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const started = Date.now();

/** The lines a git command prints (exits on an error: a base that is no commit). */
async function git(...args) {
  const { code, out } = await capture('git', args);
  if (code !== 0) {
    console.error(`git ${args.join(' ')} failed`);
    process.exit(2);
  }
  return out.split('\n').filter(Boolean);
}

// ── What changed ────────────────────────────────────────────────────────────────────────────────────────────

async function defaultBase() {
  const [branch] = await git('rev-parse', '--abbrev-ref', 'HEAD');
  const hasMain = (await capture('git', ['rev-parse', '--verify', '--quiet', 'refs/heads/main'])).code === 0;
  return branch !== 'main' && hasMain ? 'main' : 'HEAD';
}

const base = optionValue('--base') ?? (await defaultBase());
// Against the merge-base, as `vitest --changed` compares (REF...HEAD): what main did meanwhile is not this change.
const [since] = await git('merge-base', base, 'HEAD');
const changed = [
  ...new Set([
    ...(await git('diff', '--name-only', '--no-renames', since)),
    ...(await git('ls-files', '--others', '--exclude-standard')),
  ]),
].sort();
const exists = (file) => existsSync(join(root, file));

const [baseCommit] = await git('rev-parse', base);
console.log(
  `Base: ${base}${baseCommit === since ? '' : ` (its merge-base with HEAD, ${since.slice(0, 10)})`}`,
);
if (changed.length === 0) {
  console.log('Nothing changed: nothing to test.');
  process.exit(0);
}
console.log(`Changed (${changed.length}):`);
for (const file of changed) console.log(`  ${file}${exists(file) ? '' : '  (deleted)'}`);

// ── What each step takes from the change ───────────────────────────────────────────────────────────────────

/** What TypeScript reads: sources, declarations, and the JSON of configs and manifests. */
const forTypecheck = changed.filter((file) => /\.([cm]?tsx?|json)$/.test(file));

/** What Biome handles (biome.json then leaves out what it ignores: --no-errors-on-unmatched). */
const forLint = changed.filter(
  (file) => exists(file) && /\.([cm]?[jt]sx?|jsonc?|css|graphql|gql)$/.test(file),
);

/** No test imports the e2e tests or the top-level Markdown (README.md). */
const forVitest = changed.filter((file) => !file.startsWith('e2e/') && !/^[^/]+\.md$/.test(file));

/** The packages scripts/check-packages.mjs packs, and their entries (the `source` of each export). */
const PACKED = ['ui', 'shell', 'apps', 'domain', 'mock-handlers'].map((name) => `packages/${name}`);
function packageEntries() {
  const entries = [];
  const walk = (value, dir) => {
    if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'source' && typeof inner === 'string')
          entries.push(join(dir, inner).replaceAll('\\', '/'));
        else walk(inner, dir);
      }
  };
  for (const dir of PACKED) {
    const manifest = join(root, dir, 'package.json');
    if (existsSync(manifest)) walk(JSON.parse(readFileSync(manifest, 'utf8')).exports, dir);
  }
  return entries;
}
const packageFiles = new Set([
  'tsup.styled.ts',
  ...PACKED.flatMap((dir) => [`${dir}/package.json`, `${dir}/tsup.config.ts`, `${dir}/src/index.ts`]),
  ...packageEntries(),
]);
const forPackages = changed.filter((file) => packageFiles.has(file));
const forStorybook = changed.filter((file) =>
  /\.mdx$|^\.storybook\/|^scripts\/check-storybook\.mjs$/.test(file),
);

// The demo's build: what may be in it, and what changes all of it.
const IN_DEMO = /^(packages\/(ui|shell|apps|domain|mock-handlers)\/src\/|apps\/demo\/|docs\/|public\/)/;
const NOT_IN_DEMO = /\.(test|stories)\.[cm]?tsx?$|\.mdx$|\/__screenshots__\/|^packages\/[\w-]+\/src\/test\//;
// (The dependencies' versions are in package-lock.json; a package's manifest has its exports and side effects.)
const WHOLE_BUILD = new Set([
  'package-lock.json',
  'vite.config.ts',
  'apps/demo/vite.config.ts',
  // The mock API's worker build (the demo's config runs it from source).
  'packages/mock-handlers/src/worker/vite.ts',
  'apps/demo/index.html',
  ...PACKED.map((dir) => `${dir}/package.json`),
]);
const forDemo = changed.filter(
  (file) => WHOLE_BUILD.has(file) || (IN_DEMO.test(file) && !NOT_IN_DEMO.test(file)),
);
const budgetsChanged = changed.includes('size-budgets.json');

// The e2e files.
const E2E_SUPPORT = ['e2e/support.ts', 'e2e/templateApps.ts', 'e2e/playwright.config.ts'];
const WALKS = ['e2e/routes.e2e.ts'];
const SERVER_LIVE = 'e2e/server-live.e2e.ts';
const e2eFiles = readdirSync(join(root, 'e2e'))
  .filter((name) => name.endsWith('.e2e.ts'))
  .map((name) => `e2e/${name}`)
  .sort();
const e2eSupportChanged = changed.some((file) => E2E_SUPPORT.includes(file));
// The live meeting needs the server and a demo built for it: only for a change to either side of its API.
const serverChanged = changed.some((file) => /^packages\/(server|domain|mock-handlers)\//.test(file));
/** The e2e step has work when the demo's sources, the e2e files or the server changed. */
const e2eWork =
  forDemo.length > 0 || e2eSupportChanged || serverChanged || changed.some((file) => e2eFiles.includes(file));

// ── Which routes a change reaches ──────────────────────────────────────────────────────────────────────────

const config = JSON.parse(readFileSync(join(root, 'size-budgets.json'), 'utf8'));
const routes = config.routes;
const GRAPH = join(tmp, 'demo-chunks.json');
/** A chunk's name: its file name without the hash ('assets/MailScreen-ZOYJmFhp.js' → 'MailScreen'), as size.mjs. */
const chunkName = (fileName) =>
  fileName
    .split('/')
    .pop()
    .replace(/-[\w-]{8}\.js$/, '');

/**
 * The routes of size-budgets.json each changed file reaches, read from the demo build's chunk graph:
 *  - a route loads the entry chunk (the first page's), its screen chunk (route.chunk), the chunks that load that
 *    screen through dynamic imports (a template app's module list and screen loaders), and every chunk these
 *    import statically; a changed module in one of them reaches the route (one in the entry reaches them all);
 *  - a chunk no route loads that way is loaded on demand (a layout, the toolbar, a panel, a message catalogue, a
 *    screen with no budget): it reaches the routes of the chunks that import it, statically or dynamically, up
 *    to one some route loads (the toolbar: the layouts, which the entry loads: every route; the orders screen:
 *    the e-commerce screen loaders, which the products route loads);
 *  - a mock API module that no page chunk holds runs in the demo's service worker (built apart): it reaches
 *    the routes named after its folder (packages/mock-handlers/src/mail/ → /apps/mail/inbox), and every route
 *    for the rest (sign-in, shared code, the worker itself);
 *  - a change to what the whole build depends on (WHOLE_BUILD) reaches every route.
 * Returns Map<file, Set<path>> (files that reach nothing are left out).
 */
function reachedRoutes(chunks) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const importers = new Map();
  const dynamicImporters = new Map();
  const add = (map, key, value) => map.set(key, [...(map.get(key) ?? []), value]);
  for (const chunk of chunks) {
    for (const file of chunk.imports) add(importers, file, chunk.fileName);
    for (const file of chunk.dynamicImports) {
      add(importers, file, chunk.fileName);
      add(dynamicImporters, file, chunk.fileName);
    }
  }
  const staticClosure = (files, into = new Set()) => {
    for (const file of files) {
      if (into.has(file)) continue;
      into.add(file);
      staticClosure(byFile.get(file)?.imports ?? [], into);
    }
    return into;
  };
  const loaders = (file, into = new Set()) => {
    for (const loader of dynamicImporters.get(file) ?? []) {
      if (into.has(loader)) continue;
      into.add(loader);
      loaders(loader, into);
    }
    return into;
  };
  const entries = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  /** route path → the chunks it loads. */
  const loads = new Map(
    routes.map((route) => {
      const screens = chunks
        .filter((chunk) => chunkName(chunk.fileName) === route.chunk)
        .map((c) => c.fileName);
      return [
        route.path,
        staticClosure([...entries, ...screens, ...screens.flatMap((s) => [...loaders(s)])]),
      ];
    }),
  );
  const routesOfChunk = (file, seen = new Set()) => {
    const direct = routes.filter((route) => loads.get(route.path).has(file)).map((route) => route.path);
    if (direct.length > 0 || seen.has(file)) return direct;
    seen.add(file);
    return [...new Set((importers.get(file) ?? []).flatMap((importer) => routesOfChunk(importer, seen)))];
  };
  const chunksOfModule = new Map();
  for (const chunk of chunks) for (const id of chunk.moduleIds) add(chunksOfModule, id, chunk.fileName);
  const every = routes.map((route) => route.path);
  const reached = new Map();
  for (const file of forDemo) {
    const paths = new Set((chunksOfModule.get(file) ?? []).flatMap((chunk) => routesOfChunk(chunk)));
    const mock = /^packages\/(?:domain|mock-handlers)\/src\/(?:([\w-]+)\/)?/.exec(file);
    if (WHOLE_BUILD.has(file)) for (const path of every) paths.add(path);
    else if (mock && !chunksOfModule.has(file)) {
      const named = mock[1] && mock[1] !== 'auth' ? every.filter((p) => p.split('/').includes(mock[1])) : [];
      for (const path of named.length > 0 ? named : every) paths.add(path);
    }
    if (paths.size > 0) reached.set(file, paths);
  }
  return reached;
}

/** '/apps/mail/inbox' → '/apps/mail', '/pages/pricing/style-1' → '/pages/pricing': how e2e files name an app. */
const appPart = (path) => path.split('/').slice(0, 3).join('/');

/**
 * The e2e files to run for the reached routes, each with why; and E2E_ROUTES for the route walk (undefined:
 * walk everything; they run only when a reached route is a signed-in one, as every signed-in route of
 * size-budgets.json is in the navigation or under one of its links).
 */
function selectE2e(paths) {
  const why = new Map();
  const select = (file, reason) => {
    if (!why.has(file)) why.set(file, reason);
  };
  for (const file of changed) if (e2eFiles.includes(file) && exists(file)) select(file, 'changed');
  if (e2eSupportChanged) for (const file of e2eFiles) select(file, 'the e2e support changed');
  // An app's own e2e files (e2e/mail.e2e.ts, e2e/meetings-*.e2e.ts for /apps/mail/…, /apps/meetings) cover a route
  // of that app; a route of an app without one is covered by the files that name it, as a path ('/apps/mail') or
  // in a URL pattern (/\/apps\/mail/). (A file that merely passes through a route, like the worker's tests
  // through the mail, is not chosen for it.)
  const ownFiles = (path) => {
    const app = path.split('/')[2];
    if (!path.startsWith('/apps/') || !app) return [];
    return e2eFiles.filter((file) => file === `e2e/${app}.e2e.ts` || file.startsWith(`e2e/${app}-`));
  };
  for (const path of paths) for (const own of ownFiles(path)) select(own, `an e2e file of ${appPart(path)}`);
  const needles = [
    ...new Set(paths.filter((path) => ownFiles(path).length === 0).flatMap((path) => [path, appPart(path)])),
  ];
  for (const file of e2eFiles) {
    if (WALKS.includes(file) || file === SERVER_LIVE) continue;
    const source = readFileSync(join(root, file), 'utf8');
    const named = needles.find((n) => source.includes(n) || source.includes(n.replaceAll('/', '\\/')));
    if (named) select(file, `names ${named}`);
  }
  const signedIn = routes.filter((route) => route.signedIn).map((route) => route.path);
  const walked = signedIn.filter((path) => paths.includes(path));
  const walkAll = WALKS.some((file) => why.has(file)) || walked.length === signedIn.length;
  if (walked.length > 0) for (const file of WALKS) select(file, `walks ${walked.length} route(s)`);
  if (!serverChanged && !changed.includes(SERVER_LIVE)) why.delete(SERVER_LIVE);
  else select(SERVER_LIVE, 'packages/server, packages/domain or packages/mock-handlers changed');
  const files = e2eFiles.filter((file) => why.has(file));
  return { files, why, e2eRoutes: walkAll || walked.length === 0 ? undefined : walked.join(',') };
}

// ── The demo build, once, for e2e and size ─────────────────────────────────────────────────────────────────

let built;
/** Builds the demo (as scripts/e2e.mjs does) and reads its chunk graph; once per run. */
function buildDemo() {
  built ??= (async () => {
    rmSync(GRAPH, { force: true });
    const { code, out } = await collect(bin('vite'), ['build', '--logLevel', 'warn'], {
      cwd: join(root, 'apps/demo'),
      // Stopped with the run when a step fails before the build is needed.
      signal: stopEarly.signal,
    });
    buildOutput = out;
    if (code !== 0 || !existsSync(GRAPH)) return undefined;
    return JSON.parse(readFileSync(GRAPH, 'utf8'));
  })();
  return built;
}
/** What the demo's build printed (it runs beside the first steps): shown by the step that waits for it. */
let buildOutput = '';
/** Stops the work started beside the first steps (the demo's build, Vitest) when the run ends before it is needed. */
const stopEarly = new AbortController();
async function builtDemo() {
  console.log('The demo build (started with the first steps)...');
  const chunks = await buildDemo();
  if (buildOutput.trim()) process.stdout.write(buildOutput.endsWith('\n') ? buildOutput : `${buildOutput}\n`);
  buildOutput = '';
  return chunks;
}

/** The routes reached, from a graph, printed per changed file. */
function routesFrom(chunks) {
  const reached = reachedRoutes(chunks);
  const paths = routes
    .map((route) => route.path)
    .filter((path) => [...reached.values()].some((s) => s.has(path)));
  for (const file of forDemo) {
    const own = reached.get(file);
    const shown = !own
      ? 'no route (none of its code is in the demo build)'
      : own.size === routes.length
        ? 'every route'
        : [...own].join(' ');
    console.log(`  ${file} → ${shown}`);
  }
  return paths;
}

// ── Steps ──────────────────────────────────────────────────────────────────────────────────────────────────

const results = [];
const failures = [];
let stoppedAt;
const single = (code) => (code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });
const skip = (note) => ({ passed: 0, failed: 0, note });

async function step(name, fn) {
  if (stoppedAt) {
    results.push({ step: name, passed: 0, failed: 0, seconds: '-', note: `not run: ${stoppedAt} failed` });
    return;
  }
  const t0 = Date.now();
  const listed = failures.length;
  console.log(`\n━━ ${name} ━━`);
  let outcome;
  try {
    outcome = await fn();
  } catch (error) {
    console.error(error);
    outcome = { passed: 0, failed: 1 };
  }
  // A step whose failures name no test (a build, the typecheck, a crash) is listed by its name.
  if (outcome.failed > failures.length - listed)
    failures.push(`${name}: ${outcome.failed} failed (its output is above)`);
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  results.push({
    step: name,
    passed: outcome.passed,
    failed: outcome.failed,
    seconds,
    note: outcome.note ?? '',
  });
  console.log(
    `── ${name}: ${outcome.note ? `${outcome.note}; ` : ''}${outcome.passed} passed, ${outcome.failed} failed (${seconds} s)`,
  );
  if (outcome.failed > 0 && !allSteps) {
    stoppedAt = name;
    console.log(`Stopping: ${name} failed (--all-steps runs the other steps anyway).`);
  }
}

const tscArgs = ['-p', 'tsconfig.json', '--incremental', '--tsBuildInfoFile', '.tmp/tsc-changed.tsbuildinfo'];
const biomeArgs = ['ci', '--colors=off', '--no-errors-on-unmatched', ...forLint];
const vitestFile = join(tmp, 'vitest-changed.json');
const vitestReport = ['--reporter=default', '--reporter=json', `--outputFile.json=${vitestFile}`];

/**
 * The test files the change reaches (scripts/test-graph.mjs: by what each test file's tree-shaken bundle holds):
 * Vitest's arguments, and why. Should the graph fail to build, Vitest's own `--changed` decides instead.
 */
let selecting;
function vitestSelection() {
  selecting ??= selectTests();
  return selecting;
}
async function selectTests() {
  try {
    const reach = await testsReaching(forVitest);
    if (reach.all)
      return { args: ['run', ...vitestReport], why: `all test files (${reach.why} reaches every test)` };
    return {
      args: reach.files.length ? ['run', ...reach.files, ...vitestReport] : null,
      why: `${reach.files.length} of ${reach.of} test files reach the change`,
      files: reach.files,
    };
  } catch (error) {
    return {
      args: ['run', '--changed', base, ...vitestReport],
      why: `vitest --changed ${base} (the test graph failed: ${String(error).split('\n')[0]})`,
    };
  }
}

/** The routes whose budgets are checked: those the change reaches, or all when the budgets changed. */
const sizePaths = () => (budgetsChanged ? routes.map((route) => route.path) : (reached ?? []));
const isLogin = (path) => routes.some((route) => !route.signedIn && route.path === path);

/** size.mjs on these routes, started once (beside the e2e tests, or by its own step); its output is collected. */
let sizeRun;
function startSize(paths) {
  sizeRun ??= collect(process.execPath, [join(root, 'scripts/size.mjs'), ...sizeArgs(paths, serverBuilt)], {
    signal: stopEarly.signal,
  });
  return sizeRun;
}

/** size.mjs's arguments for these routes: the demo alone, unless the login page (the real-API route) is one. */
function sizeArgs(paths, serverBuilt) {
  const all = paths.length === routes.length;
  const login = routes.some((route) => !route.signedIn && paths.includes(route.path));
  return [
    '--check',
    ...(login ? [serverBuilt ? '--reuse-builds' : '--reuse-demo'] : ['--no-build', '--builds', 'demo']),
    ...(all ? [] : ['--routes', paths.join(',')]),
  ];
}

if (dryRun) {
  const show = (name, what) => console.log(`\n${name}: ${what}`);
  show(
    'typecheck',
    forTypecheck.length ? `tsc ${tscArgs.join(' ')}` : 'skipped (no TypeScript or JSON changed)',
  );
  show('lint', forLint.length ? `biome ${biomeArgs.join(' ')}` : 'skipped (no file Biome handles)');
  if (forVitest.length === 0) show('vitest', 'skipped (only e2e files or README)');
  else {
    const selection = await vitestSelection();
    show('vitest', selection.why);
    for (const file of selection.files ?? []) console.log(`  ${file}`);
  }
  show(
    'packages',
    forPackages.length ? `node scripts/check-packages.mjs (${forPackages.join(', ')})` : 'skipped',
  );
  show(
    'storybook',
    forStorybook.length ? `node scripts/check-storybook.mjs (${forStorybook.join(', ')})` : 'skipped',
  );
  if (!e2eWork && !budgetsChanged) show('e2e, size', 'skipped (nothing the demo is built from changed)');
  else {
    let paths = [];
    if (forDemo.length > 0 && existsSync(GRAPH)) {
      console.log(`\nRoutes reached, from the last build's graph (${statSync(GRAPH).mtime.toISOString()}):`);
      paths = routesFrom(JSON.parse(readFileSync(GRAPH, 'utf8')));
    } else if (forDemo.length > 0)
      console.log('\nRoutes reached: known once the demo is built (no graph yet).');
    const { files, why, e2eRoutes } = selectE2e(paths);
    show(
      'e2e',
      files.length ? 'vite build; node scripts/e2e.mjs --no-build' : 'skipped (no e2e file selected)',
    );
    for (const file of files) console.log(`  ${file}: ${why.get(file)}`);
    if (e2eRoutes) console.log(`  E2E_ROUTES=${e2eRoutes}`);
    const sized = budgetsChanged ? routes.map((route) => route.path) : paths;
    show('size', sized.length ? `node scripts/size.mjs ${sizeArgs(sized, false).join(' ')}` : 'skipped');
  }
  process.exit(0);
}

/**
 * Vitest, started as soon as the test graph has chosen its files: beside typecheck (one thread) and lint, its own
 * start (the browser, the first transforms) overlaps theirs. Its output is printed by its step; a step failing
 * before it stops it (stopEarly).
 */
let vitestRun;
function startVitest() {
  vitestRun ??= (async () => {
    const selection = await vitestSelection();
    if (!selection.args) return { selection };
    rmSync(vitestFile, { force: true });
    const t0 = Date.now();
    const result = await collect(bin('vitest'), selection.args, { signal: stopEarly.signal });
    return { selection, ...result, seconds: (Date.now() - t0) / 1000 };
  })();
  return vitestRun;
}

// What needs no step's verdict starts at once, beside typecheck and lint: the test graph (esbuild, ~12 s) and then
// the chosen test files, and the demo's build (~5 s), which the e2e step then waits for instead of doing. Typecheck
// (one thread) and Biome run side by side too; each step still reports in order, and a failing one stops the steps
// after it.
if (forVitest.length > 0) startVitest();
if (e2eWork) buildDemo();
const typecheck = forTypecheck.length === 0 ? null : collect(bin('tsc'), tscArgs);
const lint = forLint.length === 0 ? null : collect(bin('biome'), biomeArgs);
const reported = async (work) => {
  const { code, out } = await work;
  if (out.trim()) process.stdout.write(out.endsWith('\n') ? out : `${out}\n`);
  return single(code);
};

await step('typecheck', async () =>
  typecheck ? reported(typecheck) : skip('no TypeScript or JSON changed'),
);

await step('lint', async () => (lint ? reported(lint) : skip('no file Biome handles')));

await step('vitest', async () => {
  if (forVitest.length === 0) return skip('only e2e files or README changed');
  const { selection, code, out, seconds } = await startVitest();
  console.log(`Vitest: ${selection.why}`);
  if (!selection.args) return skip('no test file reaches the change');
  process.stdout.write(out.endsWith('\n') ? out : `${out}\n`);
  console.log(`(Vitest started beside the first steps: ${seconds.toFixed(1)} s of its own)`);
  // No test file reached: Vitest exits 0 without a report.
  if (!existsSync(vitestFile)) return code === 0 ? skip('no test file reaches the change') : single(code);
  const report = JSON.parse(readFileSync(vitestFile, 'utf8'));
  let detectorPassed = 0;
  for (const suite of report.testResults) {
    for (const test of suite.assertionResults) {
      // The hard-coded-string detector's check of a story counts apart, as in npm test.
      if (test.meta?.pseudoLocale === 'passed') detectorPassed++;
      if (test.status === 'failed') {
        const message = (test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300);
        failures.push(`vitest · ${suite.name.replace(`${root}/`, '')} › ${test.fullName}: ${message}`);
      }
    }
  }
  const failed = report.numFailedTests + (code !== 0 && report.numFailedTests === 0 ? 1 : 0);
  return {
    passed: report.numPassedTests + detectorPassed,
    failed,
    note: `${report.testResults.length} file(s)`,
  };
});

await step('packages', async () => {
  if (forPackages.length === 0) return skip('no manifest, tsup config or entry changed');
  const { code, out } = await tee(process.execPath, [join(root, 'scripts/check-packages.mjs')]);
  return countsFrom(out, code, 'packages', failures);
});

await step('storybook', async () => {
  if (forStorybook.length === 0) return skip('no MDX page, Storybook configuration or check changed');
  const { code, out } = await tee(process.execPath, [join(root, 'scripts/check-storybook.mjs')]);
  return countsFrom(out, code, 'storybook', failures);
});

/** The routes this change reaches, once the demo is built (undefined: the build failed). */
let reached = [];
let serverBuilt = false;

await step('e2e', async () => {
  if (!e2eWork) return skip('nothing the demo is built from changed');
  const chunks = await builtDemo();
  if (!chunks) {
    reached = undefined;
    return { passed: 0, failed: 1, note: 'the demo build failed' };
  }
  console.log('Routes reached:');
  reached = routesFrom(chunks);
  // The size check (one page at a time, bytes and requests, nothing timed) runs beside the e2e tests, unless it
  // measures the login page, whose real-API build the e2e step may make first.
  const sized = sizePaths();
  if (sized.length > 0 && !sized.some((path) => isLogin(path))) startSize(sized);
  const { files, why, e2eRoutes } = selectE2e(reached);
  if (files.length === 0) return skip('no e2e file names a route the change reaches');
  console.log('E2e files:');
  for (const file of files) console.log(`  ${file}: ${why.get(file)}`);
  if (e2eRoutes) console.log(`E2E_ROUTES=${e2eRoutes}`);
  if (files.includes(SERVER_LIVE)) {
    if ((await buildForServer()) !== 0) return { passed: 0, failed: 1, note: 'the server build failed' };
    serverBuilt = true;
  }
  const reportFile = join(tmp, 'e2e-results.json');
  rmSync(reportFile, { force: true });
  const env = { ...process.env };
  if (e2eRoutes) env.E2E_ROUTES = e2eRoutes;
  else delete env.E2E_ROUTES;
  const code = await run(process.execPath, [join(root, 'scripts/e2e.mjs'), '--no-build', ...files], { env });
  const note = `${files.length} file(s)${e2eRoutes ? `, walks on ${e2eRoutes.split(',').length} route(s)` : ''}`;
  try {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    const { expected = 0, unexpected = 0, flaky = 0 } = report.stats;
    failures.push(...failedE2e(report));
    return { passed: expected + flaky, failed: unexpected + (code !== 0 && unexpected === 0 ? 1 : 0), note };
  } catch {
    return { ...single(code), note };
  }
});

await step('size', async () => {
  if (reached === undefined) return { passed: 0, failed: 1, note: 'no demo build' };
  const paths = sizePaths();
  if (paths.length === 0) return skip('the change reaches no route');
  // Built in the e2e step (unless that step had nothing to build for: a change to size-budgets.json alone).
  if (!(await builtDemo())) return { passed: 0, failed: 1, note: 'the demo build failed' };
  const beside = Boolean(sizeRun);
  const { code, out } = await startSize(paths);
  process.stdout.write(out);
  const note = `${paths.length} route(s)${beside ? ', measured beside the e2e tests' : ''}`;
  return { ...countsFrom(out, code, 'size', failures), note };
});

const passed = results.reduce((total, r) => total + r.passed, 0);
const failed = results.reduce((total, r) => total + r.failed, 0);
stopEarly.abort();
console.log('\nSummary');
console.table(results);
console.log(`Total time ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (stoppedAt) console.log(`Stopped at the first failing step: ${stoppedAt}.`);
if (failures.length > 0) {
  console.log('\nFailed:');
  for (const line of failures) console.log(`  ${line}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
