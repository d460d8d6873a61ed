// What a build for a real API (VITE_API_URL set) must not contain: the mock's token secret, the demo
// accounts' e-mails and passwords, the mock API's service worker or msw's worker script, and any source map
// a visitor could fetch or find referenced. Used by scripts/size.mjs on its real-API build (the mock modules
// in page chunks are checked there through the source maps, which this build keeps in `<outDir>.sourcemaps`).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';

/** The secrets and demo data of the mock, read from its sources (so a renamed account is still found). */
export function mockSecrets(
  sourceRoot = join(root, 'packages/mock-handlers/src'),
  domainRoot = join(root, 'packages/domain/src'),
) {
  // The mock's signing secret: in its auth port (auth.port.ts) since the endpoints became data; earlier in the handlers.
  const handlers = ['auth/auth.port.ts', 'auth/auth.handlers.ts']
    .map((file) => join(sourceRoot, file))
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const accounts = readFileSync(join(domainRoot, 'auth/auth.accounts.ts'), 'utf8');
  const secret = /const JWT_SECRET = '([^']+)'/.exec(handlers)?.[1];
  const values = [...accounts.matchAll(/\b(?:email|password): '([^']+)'/g)].map(([, value]) => value);
  if (!secret || values.length < 2) throw new Error('Could not read the mock secret or the demo accounts');
  return [secret, ...values];
}

const TEXT = /\.(?:html|js|mjs|css|json|webmanifest|txt|svg)$/;

/** The problems of a real-API build in `outDir` (an empty list when it is clean). */
export function realApiBuildProblems(outDir, secrets = mockSecrets()) {
  const problems = [];
  for (const worker of ['sw.js', 'mockServiceWorker.js']) {
    if (existsSync(join(outDir, worker))) problems.push(`${worker}: a mock worker is shipped`);
  }
  for (const file of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
    const path = join(outDir, file);
    if (file.endsWith('.map')) {
      problems.push(`${file}: a source map is served`);
      continue;
    }
    if (!TEXT.test(file) || file.startsWith('.vite/')) continue;
    const text = readFileSync(path, 'utf8');
    for (const secret of secrets) {
      if (text.includes(secret)) problems.push(`${file}: contains the mock's "${secret}"`);
    }
    if (/[#@]\s*sourceMappingURL=/.test(text)) problems.push(`${file}: references a source map`);
  }
  return problems;
}
