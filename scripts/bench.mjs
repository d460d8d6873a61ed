// `npm run bench`: Lighthouse 12.8 on the built demo, in Debian's Chromium (puppeteer-core), the figures
// issue 13 quotes. Not part of `npm test`: scores vary by several points on 2 shared cores, so this
// prints medians and writes .tmp/bench.json instead of passing or failing.
//
// For each preset (mobile, desktop) and run, one tab walks a user flow:
//   1. /login, cold (Lighthouse resets the origin's storage and the cache first);
//   2. signs in as the host through the form (not measured);
//   3. each signed-in page, with the HTTP cache cleared but the tab's session (sessionStorage) and the
//      demo data kept: a returning user opening the page from the network.
// Per page: performance score, TBT, LCP, CLS, main-thread time, and the mock API's share of the
// main thread (script boot-up of the chunks only the mock API loads; the goal is 0 ms on the page).
//
//   node scripts/bench.mjs [--runs 3] [--presets mobile,desktop] [--pages login,initiatives,mail,meeting]
//                          [--no-build] [--save]   (--save writes each Lighthouse report to .tmp/lhr/)
//                          [--baseline REV]
// --baseline REV (e.g. HEAD, or main before a change): the same flow on REV's build, run by run alternately with
// this tree's, in the same browser on the same machine, and the medians printed beside each other with their
// ratios: a change's effect as a ratio, not as an absolute score from a noisy machine. REV's build is made once
// in .tmp/bench-baseline/<commit> (its files from git, its own `npm ci`, its demo built) and reused.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { desktopConfig, startFlow } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { bin, capture, chromiumArgs, freePort, fullChromiumPath, root, run } from './lib.mjs';
import { mockModulesInPageChunks } from './mockChunks.mjs';
import { serveStatic } from './serve.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 && argv[at + 1] ? argv[at + 1] : fallback;
};
const runs = Number(option('runs', '3'));
const presets = option('presets', 'mobile,desktop').split(',');
const pageNames = option('pages', 'login,initiatives,mail,meeting').split(',');

const pages = {
  login: { path: '/login', signedIn: false },
  initiatives: { path: '/apps/initiatives', signedIn: true },
  mail: { path: '/apps/mail/inbox', signedIn: true },
  meeting: { path: '/apps/meetings/details?id=meeting-roadmap-live', signedIn: true },
};
const host = { email: 'host@chorus.dev', password: 'chorus-host' };

const demo = join(root, 'apps/demo');
if (!argv.includes('--no-build')) {
  const code = await run(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: demo });
  if (code !== 0) process.exit(code);
}

/** REV's demo build (`--baseline REV`), made once: its own checkout and install, so nothing of this tree leaks in. */
async function baselineBuild(rev) {
  const { code, out } = await capture('git', ['rev-parse', '--verify', `${rev}^{commit}`]);
  if (code !== 0) throw new Error(`--baseline ${rev}: not a commit of this repository`);
  const commit = out.trim();
  const dir = join(root, '.tmp/bench-baseline', commit);
  const dist = join(dir, 'apps/demo/dist');
  if (existsSync(join(dist, 'index.html'))) return { commit, dist };
  console.log(`Building the baseline (${commit.slice(0, 10)}) in ${dir}: once, then reused...`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const steps = [
    ['sh', ['-c', `git archive ${commit} | tar -x -C "${dir}"`], root],
    ['npm', ['ci', '--no-audit', '--no-fund', '--loglevel', 'error'], dir],
    [join(dir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], join(dir, 'apps/demo')],
  ];
  for (const [command, args, cwd] of steps)
    if ((await run(command, args, { cwd })) !== 0) throw new Error(`--baseline ${rev}: ${command} failed`);
  return { commit, dist };
}
const baseline = option('baseline', '') ? await baselineBuild(option('baseline', '')) : null;

/** The page chunks holding mock API code (the same rule as `npm run size`, which requires there be none). */
function mockChunks() {
  return new Set(mockModulesInPageChunks(join(demo, 'dist')).map((line) => `/${line.split(':')[0]}`));
}
const mockFiles = mockChunks();

/** The builds measured: this tree's, and REV's with `--baseline REV`. */
const builds = [{ name: 'this', dist: join(demo, 'dist') }];
if (baseline) builds.push({ name: `baseline ${baseline.commit.slice(0, 10)}`, dist: baseline.dist });
for (const build of builds) {
  const port = await freePort();
  build.server = await serveStatic(build.dist, port);
  build.origin = `http://127.0.0.1:${port}`;
}

function figures(lhr) {
  const audit = (id) => lhr.audits[id];
  const bootup = audit('bootup-time')?.details?.items ?? [];
  const mockMs = bootup
    .filter((item) => [...mockFiles].some((file) => String(item.url).includes(file)))
    .reduce((sum, item) => sum + (item.total ?? 0), 0);
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    tbtMs: Math.round(audit('total-blocking-time').numericValue),
    lcpMs: Math.round(audit('largest-contentful-paint').numericValue),
    cls: Number(audit('cumulative-layout-shift').numericValue.toFixed(3)),
    mainThreadMs: Math.round(audit('mainthread-work-breakdown').numericValue),
    mockMs: Math.round(mockMs),
  };
}

async function signIn(page, base) {
  await page.goto(`${base}/login`, { waitUntil: 'load' });
  await page.waitForSelector('input[name=username]');
  await page.type('input[name=username]', host.email);
  await page.type('input[name=password]', host.password);
  await page.click('button[type=submit]');
  await page.waitForFunction(() => location.pathname.startsWith('/apps/'), { timeout: 60_000 });
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 60_000 });
}

const results = [];
const browser = await puppeteer.launch({
  executablePath: fullChromiumPath,
  headless: true,
  args: chromiumArgs,
  defaultViewport: null,
});
try {
  for (const preset of presets) {
    for (let runIndex = 0; runIndex < runs; runIndex++) {
      for (const build of builds) {
        const base = build.origin;
        const context = await browser.createBrowserContext();
        const page = await context.newPage();
        const flow = await startFlow(page, {
          name: `Chorus ${preset}`,
          config: preset === 'desktop' ? desktopConfig : undefined,
        });
        const cdp = await page.createCDPSession();
        let signedIn = false;
        for (const name of pageNames) {
          const target = pages[name];
          if (!target) throw new Error(`Unknown page ${name}: use ${Object.keys(pages).join(', ')}`);
          if (target.signedIn && !signedIn) {
            await signIn(page, base);
            signedIn = true;
          }
          if (target.signedIn) await cdp.send('Network.clearBrowserCache');
          await flow.navigate(`${base}${target.path}`, {
            name,
            ...(target.signedIn ? { disableStorageReset: true } : {}),
          });
          const steps = (await flow.createFlowResult()).steps;
          const lhr = steps.at(-1).lhr;
          const row = { build: build.name, preset, page: name, run: runIndex + 1, ...figures(lhr) };
          if (argv.includes('--save')) {
            mkdirSync(join(root, '.tmp/lhr'), { recursive: true });
            const tag = build === builds[0] ? '' : 'baseline-';
            writeFileSync(
              join(root, `.tmp/lhr/${tag}${preset}-${name}-${row.run}.json`),
              JSON.stringify(lhr),
            );
          }
          results.push(row);
          console.log(
            `${build.name.padEnd(8)} ${preset.padEnd(7)} ${name.padEnd(11)} run ${row.run}: performance ${row.performance}, ` +
              `TBT ${row.tbtMs} ms, LCP ${row.lcpMs} ms, CLS ${row.cls}, main thread ${row.mainThreadMs} ms, mock ${row.mockMs} ms`,
          );
        }
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  for (const build of builds) build.server.close();
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const table = [];
for (const preset of presets) {
  for (const name of pageNames) {
    const medians = builds.map((build) => {
      const rows = results.filter(
        (row) => row.build === build.name && row.preset === preset && row.page === name,
      );
      return (key) => median(rows.map((row) => row[key]));
    });
    const [pick, base] = medians;
    if (!pick) continue;
    // A zero baseline has no ratio: the same zero reads "=", more than it the difference ("+12").
    const ratio = (key) => {
      if (!base) return undefined;
      if (base(key)) return Number((pick(key) / base(key)).toFixed(2));
      return pick(key) === base(key) ? '=' : `+${pick(key)}`;
    };
    table.push({
      preset,
      page: pages[name].path,
      performance: pick('performance'),
      'TBT ms': pick('tbtMs'),
      'LCP ms': pick('lcpMs'),
      CLS: pick('cls'),
      'main thread ms': pick('mainThreadMs'),
      'mock ms': pick('mockMs'),
      ...(base
        ? {
            'baseline perf': base('performance'),
            'baseline TBT': base('tbtMs'),
            'baseline LCP': base('lcpMs'),
            '× perf': ratio('performance'),
            '× TBT': ratio('tbtMs'),
            '× LCP': ratio('lcpMs'),
          }
        : {}),
    });
  }
}
console.log(
  `\nMedians of ${runs} run(s), Lighthouse 12.8, Debian Chromium (page chunks with mock code: ${[...mockFiles].join(', ') || 'none, the mock runs in /sw.js'})`,
);
console.table(table);
mkdirSync(join(root, '.tmp'), { recursive: true });
writeFileSync(join(root, '.tmp/bench.json'), `${JSON.stringify({ runs, table, results }, null, 2)}\n`);
console.log('Written to .tmp/bench.json');
