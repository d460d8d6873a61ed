// Size budget: builds the demo twice (with the embedded mock API, and for a real
// API with no mock layer), serves each on loopback, loads every route of
// size-budgets.json in Chromium with a cold cache, and prints the JavaScript
// and CSS bytes transferred (gzip, as sent on the wire) and the request count.
//   npm run size              print the figures
//   npm run size -- --check   also fail when a figure is over its budget
//   --no-build                reuse apps/demo/dist and .tmp/demo-real-api
//   --reuse-demo              reuse apps/demo/dist (built by npm test), build only the real-API one
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { bin, chromiumArgs, chromiumPath, freePort, root, run } from './lib.mjs';
import { serveStatic } from './serve.mjs';

const args = new Set(process.argv.slice(2));
const config = JSON.parse(readFileSync(join(root, 'size-budgets.json'), 'utf8'));
const builds = {
  demo: { outDir: join(root, 'apps/demo/dist'), env: {} },
  'real-api': { outDir: join(root, '.tmp/demo-real-api'), env: { VITE_API_URL: 'http://127.0.0.1:9/api' } },
};

if (!args.has('--no-build')) {
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
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
let passed = 0;
let failed = 0;
const rows = [];

try {
  for (const [name, build] of Object.entries(builds)) {
    for (const route of config.routes) {
      // A route may carry its own budget per build (route.budgets[build]); otherwise the build's applies.
      const budget = { ...config.builds[name], ...(route.budgets?.[name] ?? {}) };
      const sent = [];
      const port = await freePort();
      const server = await serveStatic(build.outDir, port, { onSent: (entry) => sent.push(entry) });
      const origin = `http://127.0.0.1:${port}`;
      const context = await browser.newContext();
      const foreign = [];
      const requests = [];
      context.on('request', (request) => {
        requests.push(request.url());
        if (!request.url().startsWith(origin) && !request.url().startsWith('data:'))
          foreign.push(request.url());
      });
      const page = await context.newPage();
      const problems = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      });
      await page.goto(origin + route.path, { waitUntil: 'networkidle' });
      if (route.ready) {
        try {
          await page.locator(route.ready).first().waitFor({ timeout: 15_000 });
        } catch {
          console.log(`${name} ${route.path}: "${route.ready}" never appeared.`);
          console.log((await page.locator('body').textContent())?.slice(0, 400));
          for (const problem of problems) console.log(problem);
        }
      }
      await page.waitForLoadState('networkidle');
      await context.close();
      await new Promise((resolve) => server.close(resolve));

      const js = sent.filter((s) => s.type.includes('javascript'));
      const css = sent.filter((s) => s.type.includes('text/css'));
      const sum = (list) => list.reduce((total, s) => total + s.bytes, 0);
      const row = {
        build: name,
        route: route.path,
        jsKb: Number(kb(sum(js))),
        cssKb: Number(kb(sum(css))),
        requests: sent.length,
        jsFiles: js.length,
        foreign: foreign.length,
      };
      rows.push(row);
      const checks = [
        [`${name} ${route.path}: JS ${row.jsKb} KB <= ${budget.jsKb} KB`, row.jsKb <= budget.jsKb],
        [`${name} ${route.path}: CSS ${row.cssKb} KB <= ${budget.cssKb} KB`, row.cssKb <= budget.cssKb],
        [`${name} ${route.path}: no request beyond its own origin (${foreign.length})`, foreign.length === 0],
      ];
      for (const [label, ok] of checks) {
        if (ok) passed++;
        else failed++;
        if (!ok) console.log(`OVER BUDGET: ${label}`);
      }
      if (args.has('--verbose')) {
        for (const s of sent) console.log(`  ${s.path}  ${kb(s.bytes)} KB  ${s.type}`);
        for (const url of foreign) console.log(`  foreign: ${url}`);
      }
    }
  }
} finally {
  await browser.close();
}

console.log('\nTransferred with a cold cache (gzip bytes as sent):');
console.table(rows);
console.log(`size: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
