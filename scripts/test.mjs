// `npm test`: every kind of test, in one run, ending with one line
// "N passed, N failed" totalled over every runner.
//   1. typecheck (tsc) and lint (Biome)              1 check each
//   2. Vitest: unit (Node; `.dom.test.ts` in Chromium), story tests (play + axe   one count per test
//      in Chromium) and visual regression
//   3. package checks: tsup builds, publint, attw,    one count per check
//      and the tarball installed into a fresh app
//      and the tarball installed into a fresh app;
//      the release's tarballs and what an import costs
//   4. the static Storybook catalogue: built, its     one count per check
//      index against the stories, docs pages rendered
//   5. end-to-end: Playwright on the built demo       one count per test
//   6. size budget on the same build                  one count per budget
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildForServer } from './front.mjs';
import {
  bin,
  browserVersion,
  capture,
  chromiumPath,
  collect,
  countsFrom,
  failedE2e,
  root,
  run,
  tee,
} from './lib.mjs';
import { buildServerIfStale } from './server-dist.mjs';

const tmp = join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const only = process.argv.slice(2);
const results = [];
/** The names of the failed tests, repeated at the very end (CI keeps only the tail of a long log). */
const failures = [];
const started = Date.now();

async function step(name, fn) {
  if (only.length > 0 && !only.includes(name)) return;
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
  results.push({ step: name, ...outcome, seconds });
  console.log(`── ${name}: ${outcome.passed} passed, ${outcome.failed} failed (${seconds} s)`);
}

const single = (code) => (code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });

/** A running command's result with the seconds it took from now. */
const timed = async (running) => {
  const t0 = Date.now();
  const result = await running;
  return { ...result, seconds: (Date.now() - t0) / 1000 };
};

const wanted = (name) => only.length === 0 || only.includes(name);

/**
 * The builds no step's result decides start at once, beside typecheck and lint (the type checker is one thread of
 * the two cores): the server (the server tests of Vitest start it; the e2e tests too), then the demo and the demo
 * built for the server (the e2e tests and the size budget). Their output is kept and printed by the step that
 * waits for them.
 */
const background = { out: '' };
const collected = async (command, args, options) => {
  const { code, out } = await collect(command, args, options);
  background.out += out;
  return code;
};
const serverBuilt = wanted('vitest') || wanted('e2e') ? buildServerIfStale({ runner: collected }) : null;
const demoBuilt = wanted('e2e')
  ? (async () => {
      await serverBuilt;
      const demo = await collected(bin('vite'), ['build', '--logLevel', 'warn'], {
        cwd: join(root, 'apps/demo'),
      });
      if (demo !== 0) return demo;
      // The server and the demo built for it (e2e/server-live.e2e.ts), once.
      return buildForServer({ runner: collected });
    })()
  : null;
/** Waits for a build running beside the steps and prints what it wrote so far. */
async function waitFor(build, what) {
  const code = await build;
  if (background.out.trim())
    process.stdout.write(background.out.endsWith('\n') ? background.out : `${background.out}\n`);
  background.out = '';
  if (code !== 0) console.error(`FAILED: ${what} (exit code ${code})`);
  return code;
}

await step('typecheck', async () => single(await run(bin('tsc'), ['-p', 'tsconfig.json'])));
await step('lint', async () => single(await run(bin('biome'), ['ci', '--colors=off', '.'])));

await step('vitest', async () => {
  if ((await waitFor(serverBuilt, 'the server build')) !== 0) return { passed: 0, failed: 1 };
  const file = join(tmp, 'vitest-results.json');
  // A report left by an earlier run must never be read as this run's.
  rmSync(file, { force: true });
  const code = await run(bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const byProject = {};
    let detectorPassed = 0;
    for (const suite of report.testResults) {
      for (const test of suite.assertionResults) {
        const project = suite.name.includes('.visual.test.')
          ? 'visual'
          : suite.name.includes('.dom.test.')
            ? 'unit (browser)'
            : suite.name.includes('.stories.')
              ? 'story (play + axe)'
              : 'unit';
        byProject[project] ??= { passed: 0, failed: 0 };
        // The hard-coded-string detector's check of a story (same render, after play and axe) counts apart.
        const pseudo = test.meta?.pseudoLocale;
        if (pseudo) {
          byProject['story (pseudo-locale)'] ??= { passed: 0, failed: 0 };
          byProject['story (pseudo-locale)'][pseudo === 'passed' ? 'passed' : 'failed']++;
          if (pseudo === 'passed') detectorPassed++;
        }
        if (test.status === 'passed') byProject[project].passed++;
        else if (test.status === 'failed') {
          byProject[project].failed++;
          const message = (test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300);
          failures.push(`vitest · ${suite.name.replace(`${root}/`, '')} › ${test.fullName}: ${message}`);
        }
      }
    }
    console.table(byProject);
    const failed = report.numFailedTests + (code !== 0 && report.numFailedTests === 0 ? 1 : 0);
    return { passed: report.numPassedTests + detectorPassed, failed };
  } catch {
    return single(code === 0 ? 1 : code);
  }
});

// The package checks and the static catalogue run at once: each leaves a core idle much of its time (the consumer
// apps' installs wait on the registry and the disk, one page renders at a time), run 59: packages 91 s at 75 % of
// the two cores, the catalogue 41 s at 84 %. Each one's output is printed whole by its step; the catalogue's
// seconds are its own (it started with the packages).
const catalogue =
  wanted('storybook') && (only.length === 0 || wanted('packages'))
    ? timed(collect(process.execPath, [join(root, 'scripts/check-storybook.mjs')]))
    : null;

await step('packages', async () => {
  const { code, out } = await tee(process.execPath, [join(root, 'scripts/check-packages.mjs')]);
  return countsFrom(out, code, 'packages', failures);
});

await step('storybook', async () => {
  const { code, out, seconds } = await (catalogue ??
    timed(capture(process.execPath, [join(root, 'scripts/check-storybook.mjs')])));
  process.stdout.write(out);
  if (catalogue) console.log(`(ran beside the packages step: ${seconds.toFixed(1)} s of its own)`);
  return countsFrom(out, code, 'storybook', failures);
});

// The demo is built once (above, beside the first steps) and shared by the end-to-end tests and the size budget.
await step('e2e', async () => {
  if ((await waitFor(demoBuilt, 'the demo builds')) !== 0) return { passed: 0, failed: 1 };
  rmSync(join(tmp, 'e2e-results.json'), { force: true });
  const e2e = await run(process.execPath, [join(root, 'scripts/e2e.mjs'), '--no-build']);
  try {
    const report = JSON.parse(readFileSync(join(tmp, 'e2e-results.json'), 'utf8'));
    const { expected = 0, unexpected = 0, flaky = 0 } = report.stats;
    failures.push(...failedE2e(report));
    return { passed: expected + flaky, failed: unexpected + (e2e !== 0 && unexpected === 0 ? 1 : 0) };
  } catch {
    return single(e2e === 0 ? 1 : e2e);
  }
});

await step('size', async () => {
  const { code, out } = await tee(process.execPath, [
    join(root, 'scripts/size.mjs'),
    '--check',
    // The demo and the demo built for the server (a real-API build) from the e2e step: nothing is built again.
    '--reuse-builds',
  ]);
  return countsFrom(out, code, 'size', failures);
});

const passed = results.reduce((total, r) => total + r.passed, 0);
const failed = results.reduce((total, r) => total + r.failed, 0);
console.log('\nSummary');
console.table(results);
console.log(`Total time ${((Date.now() - started) / 1000).toFixed(0)} s`);
// The browser the tests ran in, by version: a baseline or a console check can change with it (CI installs Debian's
// current one).
console.log(`Browser: ${chromiumPath} (${browserVersion()})`);
if (failures.length > 0) {
  console.log('\nFailed:');
  for (const line of failures) console.log(`  ${line}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
