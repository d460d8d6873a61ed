import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

// The demo is built once and served by scripts/e2e.mjs, which passes its URL in
// E2E_BASE_URL. Debian's Chromium is used; Playwright never downloads a browser.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  // Three on two cores: a test that waits (a timed reveal's 30 s, a database restarting, a stream given up) leaves
  // its core idle, and the third fills it (the step 192 → 162 s, measured back to back). Three first failed once in
  // meetings.e2e.ts: a tab that loaded while the host started a meeting lost the change, a race since fixed (the
  // live listeners are no longer mounted with the first screen: packages/apps/src/lib/liveRefresh.dom.test.ts).
  workers: 3,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../.tmp/e2e-results.json' }]],
  outputDir: '../.tmp/e2e-artifacts',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4321',
    browserName: 'chromium',
    // The user's locale decides how dates and plurals read (packages/apps/src/lib/format.ts): pinned here.
    locale: 'en-GB',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
    // No trace by default: recording one costs a quarter of the suite's CPU (DOM snapshots and screencast
    // frames at every action: e2e/auth.e2e.ts 93 → 68 CPU-s), and a run on a fresh clone keeps no artifact. A failure
    // still leaves its screenshot and error context (the page's accessibility tree); for a trace, run its file
    // again with `npm run test:e2e -- e2e/<file> --trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
