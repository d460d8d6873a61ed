// The app's own folder is its root: Next.js must not take the Chorus repository (whose .tmp holds the copy)
// for a monorepo it belongs to, nor resolve anything from it.
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

/** @type {import('next').NextConfig} */
export default {
  turbopack: { root },
  outputFileTracingRoot: root,
};
