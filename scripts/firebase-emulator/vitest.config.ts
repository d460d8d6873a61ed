// Vitest for the Firebase Auth emulator test only (run by scripts/firebase-emulator-test.mjs, which
// starts the emulator and passes FIREBASE_AUTH_EMULATOR_URL). Not part of the unit project.
import { defineConfig } from 'vitest/config';
import { sharedConfig } from '../../vite.config.ts';

export default defineConfig({
  ...sharedConfig,
  plugins: [],
  test: {
    name: 'firebase-emulator',
    root: new URL('../..', import.meta.url).pathname,
    include: ['scripts/firebase-emulator/*.emulator.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    fileParallelism: false,
  },
});
