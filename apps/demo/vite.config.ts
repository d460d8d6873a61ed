import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { sharedConfig } from '../../vite.config.ts';

/**
 * react-router's production build names its components and contexts with top-level `X.displayName = '…'`
 * statements, and creates them with unannotated `React.forwardRef(…)` calls. Both count as side effects, so a
 * bundler keeps every such component (Link, NavLink, Form, their framework-mode prefetching) in every page's
 * JavaScript whether or not anything uses it. Dropping the names (for React DevTools only) and marking the
 * calls pure lets tree-shaking work; no line moves, so source maps hold (a few columns shift).
 */
function dropRouterDisplayNames(): Plugin {
  return {
    name: 'chorus:drop-router-display-names',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/]/ },
      handler(code) {
        const stripped = code
          .replace(/^\s*[\w$.]+\.displayName = "[^"\n]*";$/gm, '')
          .replace(/= (React(?:\$1)?\.forwardRef)\(/g, '= /* @__PURE__ */ $1(');
        return stripped === code ? null : { code: stripped, map: null };
      },
    },
  };
}

// The demo builds the workspace packages from source (the `source` export
// condition), so `npm start` needs no prior build. The MSW worker script lives
// in the repository's public/ folder, shared with Storybook.
export default defineConfig({
  ...sharedConfig,
  plugins: [...(sharedConfig.plugins ?? []), dropRouterDisplayNames()],
  publicDir: fileURLToPath(new URL('../../public', import.meta.url)),
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
    // Read by scripts/size.mjs to tell the mock API's chunks from the product's.
    manifest: true,
    rolldownOptions: {
      output: {
        // What the first page runs (React, the router, the shell's eager part, the app modules' routes) goes in
        // one chunk: left to automatic splitting it came as ~35 small shared chunks, which compress ~9 KB worse
        // than one and cost as many requests. Screens, layouts and panels stay lazy, each in its own chunks.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  preview: { strictPort: true },
  server: { strictPort: true },
});
