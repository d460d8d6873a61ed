import { defineConfig } from '@playwright/test';
import chromium from '../scripts/chromium.json' with { type: 'json' };

// The demo is built once and served by scripts/e2e.mjs, which passes its URL in
// E2E_BASE_URL. Debian's Chromium is used; Playwright never downloads a browser.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 2,
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
      executablePath: process.env.CHROMIUM_PATH ?? chromium.path,
      args: chromium.args,
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
