import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { sharedConfig } from '../../vite.config.ts';

// The demo builds the workspace packages from source (the `source` export
// condition), so `npm start` needs no prior build. The MSW worker script lives
// in the repository's public/ folder, shared with Storybook.
export default defineConfig({
  ...sharedConfig,
  publicDir: fileURLToPath(new URL('../../public', import.meta.url)),
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
  },
  preview: { strictPort: true },
  server: { strictPort: true },
});
