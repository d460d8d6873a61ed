// Which page chunks of a built demo hold mock API code (none should: the mock runs in its service worker).
// Shared by scripts/size.mjs (a pass/fail check) and scripts/bench.mjs (the mock's share of main-thread time).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { root } from './lib.mjs';

/** The API's sources: the domain (contracts, rules, seeds) and the mock on top of it. */
const API_ROOTS = ['packages/domain/src', 'packages/mock-handlers/src'].map(
  (folder) => `${join(root, folder)}/`,
);

/**
 * The API modules a page may contain: the contracts (zod schemas, paths, REMOTE_CHANGE_EVENT), the text rules
 * and the demo accounts of the domain and the mock, and the service worker's page client
 * (`@chorus/mock-handlers/client`: the fetch gate and the message names), with everything they import, found by
 * following their relative imports.
 */
function contractModules() {
  const allowed = new Set();
  const visit = (file) => {
    if (allowed.has(file) || !existsSync(file)) return;
    allowed.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      const base = resolve(dirname(file), specifier);
      const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
      const found = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
      if (found) visit(found);
    }
  };
  for (const sourceRoot of API_ROOTS) {
    for (const entry of ['contracts.ts', 'demo-accounts.ts', 'text.ts', 'worker/client.ts']) {
      visit(join(sourceRoot, entry));
    }
  }
  return allowed;
}

/**
 * No mock code in any page chunk: every chunk of the build's manifest (every file a page can load; the
 * service worker is built apart) is read through its source map, and none may hold a module of
 * packages/domain/src or packages/mock-handlers/src other than the contracts, nor msw (or its interceptors), nor the worker's
 * IndexedDB wrapper. Returns the offending `chunk: module` lines.
 */
export function mockModulesInPageChunks(outDir) {
  const manifestPath = join(outDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) return [`${manifestPath} is missing`];
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const allowed = contractModules();
  const found = [];
  const chunks = new Set(
    Object.values(manifest)
      .map((entry) => entry.file)
      .filter((file) => file.endsWith('.js')),
  );
  for (const chunk of chunks) {
    // A real-API build keeps its maps out of what it serves, in `<outDir>.sourcemaps` (apps/demo/vite.config.ts).
    const hidden = join(`${outDir}.sourcemaps`, `${chunk}.map`);
    const mapPath = existsSync(hidden) ? hidden : join(outDir, `${chunk}.map`);
    if (!existsSync(mapPath)) {
      // The bundler's own runtime helpers (Rolldown's `rolldown-runtime` chunk) come from no source file.
      if (/(^|\/)rolldown-runtime-[\w-]+\.js$/.test(chunk)) continue;
      found.push(`${chunk}: no source map to check it with`);
      continue;
    }
    const { sources = [] } = JSON.parse(readFileSync(mapPath, 'utf8'));
    for (const source of sources) {
      const file = resolve(dirname(mapPath), source);
      const isMock = API_ROOTS.some((apiRoot) => file.startsWith(apiRoot)) && !allowed.has(file);
      const isMockLibrary = /[\\/]node_modules[\\/](msw|@mswjs|idb-keyval)[\\/]/.test(file);
      if (isMock || isMockLibrary) found.push(`${chunk}: ${relative(root, file)}`);
    }
  }
  return found;
}
