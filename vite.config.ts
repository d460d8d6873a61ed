// Shared Vite settings: Storybook, Vitest and the demo all resolve workspace
// packages through the `source` export condition, so nothing has to be built
// before dev, stories or tests run.
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

export const sharedConfig = {
  plugins: [react(), vanillaExtractPlugin()],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: { '@chorus/testing': fileURLToPath(new URL('./testing', import.meta.url)) },
  },
};

export default defineConfig(sharedConfig);
