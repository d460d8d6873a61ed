// The tsup build shared by the styled packages (ui, shell, apps): ESM, .d.ts, one extracted CSS file.
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

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
  esbuildPlugins: [vanillaExtractPlugin()],
});
