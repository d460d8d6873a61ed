// Package checks: how a consumer meets Chorus.
//  1. tsup builds the five packages (ESM, .d.ts, extracted CSS); the kit's client modules keep 'use client';
//  2. publint and @arethetypeswrong/cli (ESM-only profile) pass for each;
//  3. `npm pack` makes the tarballs, a throwaway Vite app outside the
//     workspace installs them from the tarballs, builds, and renders a Button
//     in Chromium; the bundle must not contain components it did not import
//     (from the barrel or a per-component entry);
//  4. a Next.js App Router app (testing/consumers/next, in .tmp/next-consumer) installs them too, builds,
//     serves, and Chromium checks its server HTML, its hydration and its controls (scripts/next-consumer.mjs).
// 3 and 4 and the release checks run at once (their lines may interleave). Each phase prints its seconds; the last
// line counts the checks.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import {
  bin,
  capture,
  chromiumArgs,
  chromiumPath,
  collect,
  freePort,
  npmInstall,
  root,
  run,
  tally,
} from './lib.mjs';
import { checkNextConsumer } from './next-consumer.mjs';
import { serveStatic } from './serve.mjs';

const packages = [
  { dir: 'packages/domain', name: '@chorus/domain', css: false },
  { dir: 'packages/mock-handlers', name: '@chorus/mock-handlers', css: false },
  { dir: 'packages/ui', name: '@chorus/ui', css: true },
  { dir: 'packages/shell', name: '@chorus/shell', css: true },
  { dir: 'packages/apps', name: '@chorus/apps', css: true },
];
const { check, counts } = tally();
// npm scripts leak npm_* variables (workspace, prefix...) that would confuse a nested npm.
const cleanEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));
const timings = [];
let phase = Date.now();
const lap = (name) => {
  timings.push([name, `${((Date.now() - phase) / 1000).toFixed(1)} s`]);
  phase = Date.now();
};

/**
 * A package's build, publint and attw, its output collected. Two build at once (a build keeps about half a core
 * busy: tsup's TypeScript pass is one thread and waits on the disk), each after the Chorus packages it depends on
 * (vanilla-extract compiles a package's styles against its dependencies' built dist/): ui and domain first, then
 * shell and mock-handlers, apps last.
 */
const workspaceDependencies = (pkg) => {
  const manifest = JSON.parse(readFileSync(join(root, pkg.dir, 'package.json'), 'utf8'));
  const names = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies });
  return packages.filter((other) => names.includes(other.name));
};
let lanes = 2;
const waiting = [];
const lane = async (work) => {
  if (lanes === 0) await new Promise((resolve) => waiting.push(resolve));
  else lanes--;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else lanes++;
  }
};
const builds = new Map();
const buildAndCheck = (pkg) => {
  let building = builds.get(pkg);
  if (!building) {
    building = (async () => {
      const dependencies = await Promise.all(workspaceDependencies(pkg).map(buildAndCheck));
      if (dependencies.some((dependency) => dependency.build.code !== 0))
        return { pkg, build: { code: 1, out: `${pkg.name}: not built, a dependency failed\n` }, seconds: 0 };
      return lane(async () => {
        const started = Date.now();
        const build = await collect('npm', ['run', 'build', '--silent', '-w', pkg.name], { env: cleanEnv });
        const publint = build.code === 0 ? await capture(bin('publint'), [pkg.dir]) : null;
        const attwArgs = ['--pack', pkg.dir, '--profile', 'esm-only', '--format', 'table-flipped'];
        if (pkg.css) attwArgs.push('--exclude-entrypoints', './style.css');
        const attw = build.code === 0 ? await capture(bin('attw'), attwArgs) : null;
        return { pkg, build, publint, attw, seconds: (Date.now() - started) / 1000 };
      });
    })();
    builds.set(pkg, building);
  }
  return building;
};
// The critical path (ui, shell, apps) asked for first, so that it takes a lane as soon as it can.
const order = ['@chorus/ui', '@chorus/shell', '@chorus/apps', '@chorus/domain', '@chorus/mock-handlers'];
const built = await Promise.all(
  order.map((name) => buildAndCheck(packages.find((pkg) => pkg.name === name))),
);
lap('the five builds, two at once (wall)');
for (const pkg of packages) {
  const { build, publint, attw, seconds } = built.find((entry) => entry.pkg === pkg);
  process.stdout.write(build.out);
  timings.push([`${pkg.name}: build, publint, attw (two at once)`, `${seconds.toFixed(1)} s`]);
  if (!check(`${pkg.name} builds with tsup`, build.code === 0)) continue;
  check(`${pkg.name} passes publint`, publint.code === 0, publint.code === 0 ? '' : publint.out.trim());
  check(
    `${pkg.name} passes are-the-types-wrong (ESM only)`,
    attw.code === 0,
    attw.code === 0 ? '' : attw.out.trim(),
  );
  if (pkg.css) check(`${pkg.name} ships dist/index.css`, existsSync(join(root, pkg.dir, 'dist/index.css')));
}

// The kit's boundaries, as built: a client module keeps its directive, a server-safe one has none.
const firstLine = (file) => {
  const path = join(root, 'packages/ui/dist', file);
  return existsSync(path) ? readFileSync(path, 'utf8').split('\n')[0] : `${file} missing`;
};
const clientFiles = ['components/Button/Button.js', 'components/Dialog/Dialog.js', 'intl/react.js'];
const serverFiles = ['components/Stack/Stack.js', 'components/Text/Text.js', 'theme/index.js', 'index.js'];
const misplaced = [
  ...clientFiles.filter((file) => firstLine(file) !== '"use client";'),
  ...serverFiles.filter((file) => /use client|missing/.test(firstLine(file))),
];
check(
  "@chorus/ui's built client modules keep 'use client', its server-safe ones and the barrel do not",
  misplaced.length === 0,
  misplaced.join(', '),
);

// The consumer app, outside the workspace.
const packDir = join(root, '.tmp/pack');
rmSync(packDir, { recursive: true, force: true });
mkdirSync(packDir, { recursive: true });
const pack = await run(
  'npm',
  ['pack', '--silent', '--pack-destination', packDir, ...packages.flatMap((p) => ['-w', p.name])],
  {
    env: cleanEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
check(
  `npm pack makes the ${packages.length} tarballs`,
  pack === 0 && readdirSync(packDir).length === packages.length,
);
lap('npm pack');

/**
 * The three checks of the packed tarballs run at once: the Vite app and the Next.js app wait on npm's installs and
 * their builds much of their time, and the release's dry run and the import sizes are short. Their lines may
 * interleave; each check says whose it is.
 */
const since = (t0) => `${((Date.now() - t0) / 1000).toFixed(1)} s`;
async function viteConsumer() {
  const t0 = Date.now();
  const app = mkdtempSync(join(tmpdir(), 'chorus-consumer-'));
  const version = (name) =>
    JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
  const dependencies = Object.fromEntries(
    readdirSync(packDir).map((file) => [
      `@chorus/${file.replace(/^chorus-/, '').replace(/-\d+\.\d+\.\d+\.tgz$/, '')}`,
      `file:${join(packDir, file)}`,
    ]),
  );
  Object.assign(dependencies, { react: version('react'), 'react-dom': version('react-dom') });
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({
      name: 'chorus-consumer',
      private: true,
      type: 'module',
      dependencies,
      devDependencies: { vite: version('vite') },
      overrides: { rollup: version('rollup') },
    }),
  );
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Consumer</title></head><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>',
  );
  writeFileSync(
    join(app, 'main.js'),
    `import { createElement } from 'react';
  import { createRoot } from 'react-dom/client';
  import { Button, themeClassNames } from '@chorus/ui';
  import { Stack } from '@chorus/ui/stack';
  import '@chorus/ui/style.css';
  document.documentElement.classList.add(themeClassNames.default);
  createRoot(document.getElementById('root')).render(createElement(Stack, { gap: 'md' }, createElement(Button, { onClick: () => { document.title = 'clicked'; } }, 'Hear every voice')));
  `,
  );
  const install = await npmInstall(app, [], cleanEnv);
  if (check('the tarballs install into a fresh app', install.code === 0, install.why)) {
    const build = await run(join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], {
      cwd: app,
      env: cleanEnv,
    });
    if (check('the fresh app builds with Vite', build === 0)) {
      const assets = join(app, 'dist/assets');
      const js = readdirSync(assets)
        .filter((f) => f.endsWith('.js'))
        .map((f) => readFileSync(join(assets, f), 'utf8'))
        .join('\n');
      const leaked = ['DialogContent', 'DropdownMenuContent', 'TooltipContent', 'TabsContent'].filter(
        (name) => js.includes(name),
      );
      check(
        'importing Button from the barrel and Stack from @chorus/ui/stack pulls no other component into the bundle',
        leaked.length === 0,
        leaked.join(', '),
      );

      const port = await freePort();
      const server = await serveStatic(join(app, 'dist'), port);
      const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
      try {
        const page = await browser.newPage();
        await page.goto(`http://127.0.0.1:${port}/`);
        const button = page.getByRole('button', { name: 'Hear every voice' });
        await button.waitFor({ timeout: 10_000 });
        const background = await button.evaluate((el) => getComputedStyle(el).backgroundColor);
        check(
          'the Button renders themed in Chromium',
          !['rgba(0, 0, 0, 0)', 'rgb(239, 239, 239)'].includes(background),
          background,
        );
        await button.click();
        const clicked = await page
          .waitForFunction(() => document.title === 'clicked', undefined, { timeout: 5000 })
          .then(() => true)
          .catch(() => false);
        check(
          'the Button responds to a click',
          clicked,
          clicked ? '' : `the title is "${await page.title()}"`,
        );
      } finally {
        await browser.close();
        server.close();
      }
    }
  }
  rmSync(app, { recursive: true, force: true });
  timings.push(['Vite consumer', since(t0)]);
}
async function nextConsumer() {
  const t0 = Date.now();
  for (const [name, time] of await checkNextConsumer({ packDir, check, env: cleanEnv }))
    timings.push([`Next.js consumer: ${name}`, time]);
  timings.push(['Next.js consumer (all)', since(t0)]);
}
// The tarballs as a release publishes them (`npm publish --dry-run`: dist, README, CHANGELOG) and what an import of
// each public entry costs a consumer (package-size-budgets.json), on the packages built above. Each check of theirs
// counts here.
async function releaseAndSizes() {
  const t0 = Date.now();
  for (const script of ['check-release.mjs', 'package-size.mjs']) {
    const result = await capture(process.execPath, [join(root, 'scripts', script)], { env: cleanEnv });
    process.stdout.write(result.out);
    const last = [...result.out.matchAll(/(\d+) passed, (\d+) failed/g)].at(-1);
    const [ok, notOk] = [Number(last?.[1] ?? 0), Number(last?.[2] ?? 0)];
    counts.passed += ok;
    counts.failed += notOk + (result.code !== 0 && notOk === 0 ? 1 : 0);
  }
  timings.push(['release and import sizes', since(t0)]);
}
await Promise.all([viteConsumer(), nextConsumer(), releaseAndSizes()]);
lap('the three checks of the tarballs, at once (wall)');

console.log('\nTimings');
for (const [name, time] of timings) console.log(`  ${name.padEnd(48)} ${time}`);
console.log(`packages: ${counts.passed} passed, ${counts.failed} failed`);
process.exit(counts.failed === 0 ? 0 : 1);
