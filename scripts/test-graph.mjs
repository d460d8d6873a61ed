// Which test files a change reaches, by what each test file really imports: every test file (unit, story,
// visual, server) is bundled by esbuild with tree-shaking, as a consumer's bundler would, and a test file is
// reached when a changed module ends up in its bundle (static and dynamic imports, through the packages' barrels
// by name: `import { Button } from '@chorus/ui'` reaches Button's modules, not the whole kit). Vitest's own
// `--changed` follows the module graph without tree-shaking, so one barrel import reached every module behind it:
// a one-line change to a kit component (Chip) selected 214 of the 302 test files; this selects the 11 that use it.
// About 12 s for every test file of the repository on this machine (Vitest's --changed: 25-55 s).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { build } from 'esbuild';
import { root } from './lib.mjs';

/** The test files Vitest's projects run (vitest.config.ts): unit, server, dom, visual tests and the stories. */
export function testFiles() {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.(test|stories)\.tsx?$/.test(file) && !file.startsWith('e2e/'));
}

/**
 * What a test's run depends on besides its imports: configuration and set-up files (Vitest's `setupFiles`, the
 * Storybook preview, the shared test helpers, manifests). A change to one of them reaches every test file.
 */
export const REACHES_EVERY_TEST =
  /^(vitest\.config\.ts|vite\.config\.ts|\.storybook\/|testing\/|package(-lock)?\.json|tsconfig[\w.]*\.json|packages\/[\w-]+\/(package\.json|tsconfig[\w.]*\.json|src\/test\/))/;

/**
 * Files Vitest runs before every test file of a project (the Storybook preview and the projects' `setupFiles`):
 * a module in their bundles (the mock handlers, the kit's catalogues the preview loads) reaches every test.
 */
export const SET_UP = [
  '.storybook/preview.tsx',
  '.storybook/vitest.setup.ts',
  'testing/pseudoLocale.setup.ts',
  'packages/server/src/test/setup.ts',
];

/** The modules in each test file's bundle, by test file (paths relative to the repository). */
export async function modulesByTestFile(files = testFiles()) {
  const result = await build({
    absWorkingDir: root,
    entryPoints: files,
    bundle: true,
    write: false,
    metafile: true,
    // One bundle a test file, each with only what that file uses (shared chunks would blur it: a chunk that two
    // entries share carries what either uses). Dynamic imports are bundled in: what a test may load is in it.
    splitting: false,
    format: 'esm',
    outdir: join(root, '.tmp/test-graph'),
    platform: 'browser',
    treeShaking: true,
    // The workspace packages from their sources, as Vite and Vitest resolve them.
    conditions: ['source'],
    logLevel: 'silent',
    loader: {
      '.css': 'empty',
      '.svg': 'empty',
      '.png': 'empty',
      '.jpg': 'empty',
      '.webp': 'empty',
      '.woff2': 'empty',
      '.md': 'text',
    },
    alias: { '@chorus/testing': join(root, 'testing') },
    plugins: [
      {
        name: 'dependencies-outside',
        setup(builder) {
          // Only the repository's own modules matter: everything from npm stays outside the bundles.
          builder.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@chorus/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  const byTest = new Map();
  for (const { entryPoint, inputs } of Object.values(result.metafile.outputs)) {
    if (!entryPoint) continue;
    const modules = new Set();
    for (const [module, { bytesInOutput }] of Object.entries(inputs))
      if (bytesInOutput > 0) modules.add(module.split('?')[0]);
    byTest.set(entryPoint, modules);
  }
  return byTest;
}

/**
 * The test files `changed` reaches: `{ all: true, why }` when a changed file reaches every test (REACHES_EVERY_TEST),
 * else `{ files }` (the changed test files themselves included).
 */
export async function testsReaching(changed) {
  const everything = changed.find((file) => REACHES_EVERY_TEST.test(file));
  if (everything) return { all: true, why: everything, files: [] };
  const byTest = await modulesByTestFile([...testFiles(), ...SET_UP]);
  const touched = new Set(changed);
  for (const setUp of SET_UP) {
    const module = [...(byTest.get(setUp) ?? [])].find((entry) => touched.has(entry));
    if (module) return { all: true, why: `${module}, which ${setUp} loads,`, files: [] };
    byTest.delete(setUp);
  }
  const files = [...byTest]
    .filter(([test, modules]) => touched.has(test) || [...modules].some((module) => touched.has(module)))
    .map(([test]) => test)
    .sort();
  return { all: false, files, of: byTest.size };
}
