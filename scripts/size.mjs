// Size budget: builds the demo twice (with the embedded mock API, and for a real
// API with no mock layer), serves each on loopback, loads every route of
// size-budgets.json in Chromium with a cold cache, and prints the JavaScript
// and CSS bytes transferred (gzip, as sent on the wire) and the request count.
//   npm run size              print the figures
//   npm run size -- --check   also fail when a figure is over its budget
//   --no-build                reuse apps/demo/dist and .tmp/demo-real-api
//   --reuse-demo              reuse apps/demo/dist (built by npm test), build only the real-API one
//   --reuse-builds            reuse apps/demo/dist and, as the real-API build, the demo `npm test` built for the
//                             server (.tmp/demo-server, VITE_API_URL=/api): no build at all
//   --routes /login,/apps/mail/inbox   only these routes of size-budgets.json (npm run test:changed)
//   --concurrency N           routes measured at once (default 3), each in its own context and server
//   --builds demo             only these builds (demo, real-api; comma-separated): test:changed measures the
//                             demo alone unless the change reaches the login page (the one real-API route)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { bin, chromiumArgs, chromiumPath, freePort, root, run } from './lib.mjs';
import { serverDemoDir } from './front.mjs';
import { mockModulesInPageChunks } from './mockChunks.mjs';
import { realApiBuildProblems } from './real-api-build.mjs';
import { serveStatic } from './serve.mjs';

const argv = process.argv.slice(2);
const args = new Set(argv);
const optionValue = (flag) => {
  const at = argv.indexOf(flag);
  return at >= 0 ? argv[at + 1] : undefined;
};
const config = JSON.parse(readFileSync(join(root, 'size-budgets.json'), 'utf8'));
const builds = {
  demo: { outDir: join(root, 'apps/demo/dist'), env: {} },
  'real-api': { outDir: join(root, '.tmp/demo-real-api'), env: { VITE_API_URL: 'http://127.0.0.1:9/api' } },
};
// The demo built for a Chorus server is a real-API build too (same code, the API on its own origin's /api).
if (args.has('--reuse-builds')) builds['real-api'].outDir = serverDemoDir;
// `--builds demo`: the others are neither built nor measured.
const onlyBuilds = optionValue('--builds')?.split(',').filter(Boolean);
for (const name of Object.keys(builds)) if (onlyBuilds && !onlyBuilds.includes(name)) delete builds[name];

if (!args.has('--no-build') && !args.has('--reuse-builds')) {
  for (const [name, build] of Object.entries(builds)) {
    if (name === 'demo' && args.has('--reuse-demo')) continue;
    console.log(`Building the ${name} build...`);
    const code = await run(
      bin('vite'),
      ['build', '--logLevel', 'warn', '--outDir', build.outDir, '--emptyOutDir'],
      {
        cwd: join(root, 'apps/demo'),
        env: { ...process.env, ...build.env },
      },
    );
    if (code !== 0) process.exit(code);
  }
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
/** How many routes are measured at once (`--concurrency N`). */
const CONCURRENCY = Number(optionValue('--concurrency') ?? 3);
/** `--routes /apps/mail/inbox,/login`: only these routes (test:changed measures the routes a change reaches). */
const onlyRoutes = optionValue('--routes')?.split(',').filter(Boolean);
const selected = (route) => !onlyRoutes || onlyRoutes.includes(route.path);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
let passed = 0;
let failed = 0;
const rows = [];
const precacheLines = [];
const screenChunks = config.routes.map((route) => route.chunk).filter(Boolean);

function check(label, ok) {
  if (ok) passed++;
  else failed++;
  if (!ok) console.log(`✗ ${label}`);
}

/**
 * The embedded mock API runs in its service worker (`sw.js`, built apart from the page's chunks by
 * the plugin of @chorus/mock-handlers/vite): its download is printed as `mockApiKb`, never counted as the page's.
 */
const SERVICE_WORKER = 'sw.js';

/** Signs in through the login form once per build and returns the page's storage, to seed cold loads with. */
async function signedInStorage(build) {
  const port = await freePort();
  const server = await serveStatic(build.outDir, port);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}/login`);
    await page.locator('input[name=username]').fill(config.signIn.email);
    await page.locator('input[name=password]').fill(config.signIn.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    return await page.evaluate(() => ({ session: { ...sessionStorage }, local: { ...localStorage } }));
  } finally {
    await context.close();
    await new Promise((resolve) => server.close(resolve));
  }
}

try {
  for (const [name, build] of Object.entries(builds)) {
    let storage;
    // The page runs none of the mock API; the demo ships it as its service worker, the real-API build not at all.
    const mockInPages = mockModulesInPageChunks(build.outDir);
    for (const line of mockInPages.slice(0, 20)) console.log(`  mock code in a page chunk: ${line}`);
    check(
      `${name}: no mock module in any page chunk (${mockInPages.length} found)`,
      mockInPages.length === 0,
    );
    if (name === 'real-api') {
      // No mock secret, demo account, mock worker or served/referenced source map (issue 15).
      const leaks = realApiBuildProblems(build.outDir);
      for (const line of leaks.slice(0, 20)) console.log(`  real-API build: ${line}`);
      check(
        `${name}: nothing of the mock and no source map is served (${leaks.length} found)`,
        leaks.length === 0,
      );
    }
    const hasWorker = existsSync(join(build.outDir, SERVICE_WORKER));
    const wantsWorker = name === 'demo';
    check(
      `${name}: ${wantsWorker ? 'ships' : 'does not ship'} the mock API's service worker`,
      hasWorker === wantsWorker,
    );
    check(
      `${name}: does not ship msw's worker script`,
      !existsSync(join(build.outDir, 'mockServiceWorker.js')),
    );
    // Signed-in routes need an API to sign in against: the demo's embedded one. A real-API build has none here.
    const inBuild = config.routes.filter((route) => (!route.signedIn || name === 'demo') && selected(route));
    // A template family's variants (`variantOf`) are not loaded: one measurement per screen (see the $comment).
    const measured = inBuild.filter((route) => !route.variantOf);
    for (const route of inBuild.filter((r) => r.variantOf && !measured.some((m) => m.path === r.variantOf))) {
      const representative = config.routes.find((r) => r.path === route.variantOf);
      if (representative) measured.push(representative);
    }
    if (measured.some((route) => route.signedIn)) storage = await signedInStorage(build);
    const measure = async (route) => {
      // A route may carry its own budget per build (route.budgets[build]); otherwise the build's applies.
      const budget = { ...config.builds[name], ...(route.budgets?.[name] ?? {}) };
      const sent = [];
      const port = await freePort();
      // The worker's caching of the whole build (the demo's, once the page is idle) is the same for every route:
      // served and measured, to its end, on one route only: the first signed-in one (a first visit to the login
      // page may end before the worker controls the page, and then nothing is asked of it).
      const withPrecache = route === (measured.find((r) => r.signedIn) ?? measured[0]);
      const server = await serveStatic(build.outDir, port, {
        onSent: (entry) => sent.push(entry),
        precache: () => withPrecache,
      });
      const origin = `http://127.0.0.1:${port}`;
      // A fresh context: a cold HTTP cache and no service worker; a signed-in route starts from the stored session.
      const context = await browser.newContext();
      if (route.signedIn) {
        await context.addInitScript((seed) => {
          for (const [key, value] of Object.entries(seed.local)) localStorage.setItem(key, value);
          for (const [key, value] of Object.entries(seed.session)) sessionStorage.setItem(key, value);
        }, storage);
      }
      const foreign = [];
      // What the page itself asked for (answered by the network or by the demo's service worker, from its cache).
      const requestedByPage = new Set();
      context.on('request', (request) => {
        if (!request.url().startsWith(origin) && !request.url().startsWith('data:'))
          foreign.push(request.url());
        else if (!request.serviceWorker()) requestedByPage.add(request.url().slice(origin.length));
      });
      const page = await context.newPage();
      const problems = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      });
      await page.goto(origin + route.path, { waitUntil: 'networkidle' });
      try {
        await page.locator(route.ready).first().waitFor({ timeout: 20_000 });
      } catch {
        console.log(`${name} ${route.path}: "${route.ready}" never appeared.`);
        console.log((await page.locator('body').textContent())?.slice(0, 400));
        for (const problem of problems) console.log(problem);
      }
      await page.waitForLoadState('networkidle');
      // The route that measures the worker's caching waits for all of it: asked again, the worker answers when done.
      if (withPrecache && name === 'demo')
        await page.evaluate(
          (type) =>
            new Promise((resolve) => {
              const worker = navigator.serviceWorker.controller;
              if (!worker) return resolve(null);
              const channel = new MessageChannel();
              channel.port1.onmessage = resolve;
              worker.postMessage({ type }, [channel.port2]);
            }),
          'chorus:mock-api:precache',
        );
      const landed = new URL(page.url()).pathname;
      await context.close();
      await new Promise((resolve) => server.close(resolve));

      // The service worker's own download and its caching of the build (once the page is idle) are not the
      // page's: printed apart. The page's files are those it asked for, with the bytes the server sent for them
      // (for the page, or for the worker's cache if that fetched them first and the page got them from it).
      const isWorker = (s) => s.path.split('?')[0] === `/${SERVICE_WORKER}`;
      const pageSent = [];
      const counted = new Set();
      for (const entry of [...sent.filter((s) => !s.precache), ...sent.filter((s) => s.precache)]) {
        if (isWorker(entry) || counted.has(entry.path)) continue;
        if (entry.precache && !requestedByPage.has(entry.path)) continue;
        counted.add(entry.path);
        pageSent.push(entry);
      }
      const js = pageSent.filter((s) => s.type.includes('javascript'));
      const css = pageSent.filter((s) => s.type.includes('text/css'));
      const sum = (list) => list.reduce((total, s) => total + s.bytes, 0);
      if (withPrecache && name === 'demo') {
        const precached = sent.filter((s) => s.precache && !requestedByPage.has(s.path));
        precacheLines.push(
          `${name}: once the page is idle, its service worker caches the rest of the build (offline after one visit): ${kb(sum(precached))} KB in ${precached.length} files (measured on ${route.path})`,
        );
      }
      const chunkOf = (path) =>
        path
          .split('/')
          .pop()
          .replace(/-[\w-]{8}\.js$/, '');
      const loadedScreens = js.map((s) => chunkOf(s.path)).filter((chunk) => screenChunks.includes(chunk));
      const row = {
        build: name,
        route: route.path,
        signedIn: Boolean(route.signedIn),
        jsKb: Number(kb(sum(js))),
        mockApiKb: Number(kb(sum(sent.filter(isWorker)))),
        cssKb: Number(kb(sum(css))),
        requests: pageSent.length,
        jsFiles: js.length,
        screens: loadedScreens.join(' ') || '-',
        foreign: foreign.length,
        measuredOn: '-',
      };
      buildRows.set(route, row);
      const where = `${name} ${route.path}`;
      check(`${where}: JS ${row.jsKb} KB <= ${budget.jsKb} KB`, row.jsKb <= budget.jsKb);
      check(`${where}: CSS ${row.cssKb} KB <= ${budget.cssKb} KB`, row.cssKb <= budget.cssKb);
      if (budget.jsFiles !== undefined)
        check(`${where}: ${row.jsFiles} scripts <= ${budget.jsFiles}`, row.jsFiles <= budget.jsFiles);
      check(`${where}: no request beyond its own origin (${foreign.length})`, foreign.length === 0);
      if (route.signedIn) check(`${where}: the page stayed on its route (${landed})`, landed === route.path);
      // Each route loads its own screen's code and no other screen's.
      const expected = route.chunk ? [route.chunk] : [];
      check(
        `${where}: screen code loaded ${JSON.stringify(loadedScreens)}, expected ${JSON.stringify(expected)}`,
        JSON.stringify(loadedScreens) === JSON.stringify(expected),
      );
      if (args.has('--verbose')) {
        // `page`: the page asked for it (counted); `cache`: only the worker's caching of the build fetched it.
        for (const s of sent)
          console.log(
            `  ${pageSent.includes(s) ? 'page ' : 'cache'} ${s.path}  ${kb(s.bytes)} KB  ${s.type}`,
          );
        for (const url of foreign) console.log(`  foreign: ${url}`);
      }
    };
    // Routes are measured CONCURRENCY at a time, each in its own context against its own server (so each counts
    // only its own bytes): a route mostly waits for its network to go idle, which others' work fills.
    const buildRows = new Map();
    const queue = [...measured];
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let route = queue.shift(); route; route = queue.shift()) await measure(route);
      }),
    );
    // The variants: their representative's figures against their own budgets, and the same screen chunk, built.
    const builtFiles = new Set(readdirSync(join(build.outDir, 'assets')));
    for (const route of inBuild.filter((r) => r.variantOf)) {
      const representative = measured.find((r) => r.path === route.variantOf);
      const figures = representative && buildRows.get(representative);
      const where = `${name} ${route.path}`;
      const sameChunk =
        representative?.chunk === route.chunk &&
        [...builtFiles].some((file) => file.startsWith(`${route.chunk}-`) && file.endsWith('.js'));
      check(`${where}: renders ${route.variantOf}'s screen chunk (${route.chunk}), in the build`, sameChunk);
      if (!figures) {
        check(`${where}: its representative ${route.variantOf} was measured`, false);
        continue;
      }
      const budget = { ...config.builds[name], ...(route.budgets?.[name] ?? {}) };
      check(`${where}: JS ${figures.jsKb} KB <= ${budget.jsKb} KB`, figures.jsKb <= budget.jsKb);
      check(`${where}: CSS ${figures.cssKb} KB <= ${budget.cssKb} KB`, figures.cssKb <= budget.cssKb);
      if (budget.jsFiles !== undefined)
        check(`${where}: ${figures.jsFiles} scripts <= ${budget.jsFiles}`, figures.jsFiles <= budget.jsFiles);
      buildRows.set(route, { ...figures, route: route.path, measuredOn: route.variantOf });
    }
    for (const route of inBuild) if (buildRows.has(route)) rows.push(buildRows.get(route));
  }
} finally {
  await browser.close();
}

console.log('\nTransferred with a cold cache (gzip bytes as sent):');
console.table(rows);
for (const line of precacheLines) console.log(line);
console.log(`size: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
