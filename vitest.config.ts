import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
import viteConfig from './vite.config.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

// Debian's Chromium (its headless shell where installed), never a downloaded browser (see scripts/chromium.mjs).
const launchOptions = { executablePath: chromiumPath, args: chromiumArgs };
// A fresh object per project: Vitest names the instances it is given, so projects must not share them.
// `reducedMotion`: the story tests ask for reduced motion, as a user may, so a dialog or menu is visible the
// moment it opens (the kit's reset honours the setting) instead of fading in while a loaded machine is slow.
const browser = ({ reducedMotion = false, locale = '' } = {}) => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions,
    contextOptions: {
      ...(locale ? { locale } : {}),
      ...(reducedMotion ? { reducedMotion: 'reduce' as const } : {}),
    },
  }),
  instances: [{ browser: 'chromium' as const }],
});

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Vitest's default for a run is one worker fewer than the cores: 1 on CI's 2 cores, so every file (node
      // or browser, every project) ran after the previous one. Two: two files at once, a browser project's
      // files in two pages of its browser (a file waiting on its page leaves the other core to the next one).
      maxWorkers: Math.max(2, availableParallelism() - 1),
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            // The files of a worker share one module graph (each file's import of the packages was half of the
            // project's time); a test sets up the state it needs (stores, configuration, the mock database).
            isolate: false,
            include: [
              'packages/*/src/**/*.test.ts',
              'packages/*/src/**/*.test.tsx',
              'apps/*/src/**/*.test.ts',
              'scripts/**/*.test.ts',
            ],
            exclude: ['**/*.visual.test.*', '**/*.dom.test.*', '**/node_modules/**', 'packages/server/**'],
          },
        },
        {
          extends: true,
          // The contract suite against the server (packages/server), in process over HTTP on loopback with
          // PGlite in memory: the mock's handler tests unchanged (tests of the mock's internals skip themselves,
          // `onServer()`), plus the server's own tests (PostgreSQL: one cluster per run, see globalSetup).
          // Vitest starts the server's Node with the SSR conditions as --conditions; Vite's `module` among them makes
          // Node take @opentelemetry/api's ESM build (prom-client requires it), whose imports have no extensions.
          // Node itself knows no `module` condition: the server's tests run without it, as the server does.
          plugins: [
            {
              name: 'chorus:node-conditions',
              configResolved(config: { ssr?: { resolve?: { conditions?: string[] } } }) {
                const conditions = config.ssr?.resolve?.conditions;
                if (conditions) {
                  const kept = conditions.filter((c) => c !== 'module');
                  conditions.splice(0, conditions.length, ...kept);
                }
              },
            },
          ],
          test: {
            name: 'server',
            environment: 'node',
            include: [
              'packages/mock-handlers/src/meetings/meetings.*.test.ts',
              'packages/mock-handlers/src/workspace/*.test.ts',
              'packages/mock-handlers/src/content-search/*.test.ts',
              'packages/mock-handlers/src/auth/auth.handlers.test.ts',
              'packages/mock-handlers/src/hostile-unicode.test.ts',
              'packages/server/src/**/*.test.ts',
            ],
            exclude: ['**/meetings.rules.test.ts'],
            setupFiles: ['packages/server/src/test/setup.ts'],
            // The files of a worker share one server (packages/server/src/test/target.ts): start-up once.
            isolate: false,
            globalSetup: ['packages/server/src/test/postgres.global.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: `${root}.storybook` })],
          // Every story is one test and one render: its play function, axe (addon-a11y's afterEach), then the
          // hard-coded-string detector on the same render switched to the pseudo-locale (testing/pseudoLocale.ts).
          // No retry: a story that fails once fails.
          test: {
            name: 'storybook',
            // The user's locale decides how dates and plurals read (packages/apps/src/lib/format.ts): pinned.
            browser: browser({ reducedMotion: true, locale: 'en-GB' }),
            setupFiles: ['./testing/pseudoLocale.setup.ts'],
            // One page per worker for every story file (no fresh iframe per file): the kit, the shell, the apps and
            // the mock API are evaluated once, not 147 times. Each story still starts from the seed (the
            // preview's beforeEach) with fresh providers (the story decorators).
            isolate: false,
            // A screen story renders a whole app against the handlers and then axe walks every node (the
            // to-do list's 112 rows are ~5,000): on 2 shared cores that can pass 15 s without being wrong.
            testTimeout: 30_000,
          },
        },
        {
          extends: true,
          // Logic that needs a browser's own APIs (DOMParser, DOMPurify, Intl as Chromium ships it).
          test: {
            name: 'dom',
            include: ['packages/*/src/**/*.dom.test.ts'],
            browser: browser(),
          },
        },
        {
          extends: true,
          test: {
            name: 'visual',
            include: ['packages/*/src/**/*.visual.test.tsx'],
            setupFiles: ['./.storybook/vitest.setup.ts'],
            browser: {
              ...browser(),
              viewport: { width: 800, height: 600 },
              // Same machine, same fonts: a baseline is exact. A strict per-pixel threshold makes a one-step
              // colour change (one token) fail; anti-aliased pixels are still ignored, and so are up to 8 stray
              // pixels (a loaded CI once rasterised 2 pixels of an icon's edge differently; a real change
              // moves hundreds).
              expect: {
                toMatchScreenshot: {
                  comparatorName: 'pixelmatch',
                  comparatorOptions: { threshold: 0.01, allowedMismatchedPixels: 8 },
                },
              },
            },
          },
        },
      ],
    },
  }),
);
