import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const IMPORT = /(?:import|export)\s[^'"]*?from\s+'([^']+)'/g;

/** Every module specifier reachable from a file through relative imports. */
function reachable(file: string, seen = new Set<string>(), found = new Set<string>()): Set<string> {
  if (seen.has(file)) return found;
  seen.add(file);
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    if (!specifier) continue;
    if (specifier.startsWith('.')) reachable(resolve(dirname(file), `${specifier}.ts`), seen, found);
    else found.add(specifier);
  }
  return found;
}

test('the contracts entry pulls in zod only, never msw (UI code imports it)', () => {
  const packages = [...reachable(resolve(here, 'contracts.ts'))];
  expect(packages.filter((name) => name !== 'zod')).toEqual([]);
});
