import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/contracts.ts', 'src/demo-accounts.ts', 'src/text.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: true,
  target: 'es2022',
  external: ['@chorus/domain', 'msw', 'zod'],
});
