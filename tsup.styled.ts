// The tsup build shared by the styled packages (ui, shell, apps): ESM, .d.ts, one extracted CSS file.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig, type Options } from 'tsup';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

/** Vite's `?raw` imports (a file's text: the UI pages' example sources, the documentation's Markdown), for esbuild. */
const rawText: Plugin = {
  name: 'raw-text',
  setup(build) {
    build.onResolve({ filter: /\?raw$/ }, (args) => ({
      path: resolve(args.resolveDir, args.path.slice(0, -'?raw'.length)),
      namespace: 'raw-text',
    }));
    build.onLoad({ filter: /.*/, namespace: 'raw-text' }, async (args) => ({
      contents: await readFile(args.path, 'utf8'),
      loader: 'text',
    }));
  },
};

export const styledPackageConfig = defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: true,
  target: 'es2022',
  // Dependencies and peers stay imports; only our own code is bundled.
  external: [
    /^react($|\/)/,
    /^react-dom($|\/)/,
    /^@chorus\//,
    /^@radix-ui\//,
    /^@tanstack\//,
    /^@vanilla-extract\/(css|dynamic|recipes|sprinkles)($|\/)/,
  ],
  esbuildPlugins: [rawText, vanillaExtractPlugin()],
});
