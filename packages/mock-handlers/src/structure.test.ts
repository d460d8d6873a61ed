import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cycles, importGraph, reachable, specifiers, upwardImports } from '@chorus/testing/imports';
import { describe, expect, test } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));

describe('the import scanner', () => {
  test('finds static, bare, dynamic and re-export specifiers in either quotes, across lines', () => {
    const source = [
      "import { http } from 'msw';",
      'import "msw";',
      "import 'msw/node';",
      "const later = await import('msw/browser');",
      'const other = import( "./lazy" );',
      "export * from './reexported';",
      "export { a } from './named';",
      "import {\n  a,\n  b,\n} from './multi-line';",
      "import type { T } from './types-only';",
      "export type { U } from './type-export';",
      "import { type V, w } from './mixed';",
    ].join('\n');
    expect(specifiers(source)).toEqual([
      'msw',
      'msw',
      'msw/node',
      'msw/browser',
      './lazy',
      './reexported',
      './named',
      './multi-line',
      './types-only',
      './type-export',
      './mixed',
    ]);
    expect(specifiers(source, { values: true })).not.toContain('./types-only');
    expect(specifiers(source, { values: true })).not.toContain('./type-export');
    expect(specifiers(source, { values: true })).toContain('./mixed');
  });

  test('does not take words in text for imports', () => {
    expect(specifiers("const note = 'import this'; // exported from nowhere")).toEqual([]);
  });

  test('finds the cycles of a graph, and an import that goes up a floor', () => {
    const graph = new Map([
      ['a/one.ts', ['a/two.ts']],
      ['a/two.ts', ['a/one.ts', 'lib/x.ts']],
      ['lib/x.ts', ['b/y.ts']],
      ['b/y.ts', []],
    ]);
    expect(cycles(graph)).toEqual([['a/one.ts', 'a/two.ts']]);
    expect(upwardImports(graph, ['lib', '*'])).toEqual(['lib/x.ts → b/y.ts']);
    expect(upwardImports(graph, ['lib', 'a'])).toEqual([
      'lib/x.ts → b/y.ts',
      'b/y.ts: its folder is on no floor',
    ]);
  });
});

test('the contracts entry pulls in zod and the domain’s contracts only, never msw (UI code imports it)', () => {
  const { packages } = reachable(resolve(here, 'contracts.ts'));
  expect(packages.sort()).toEqual(['@chorus/domain/contracts', 'zod']);
});

/**
 * The mock's floors: lib/ (the store, the HTTP adapter) under auth/ (the session every app checks), under the
 * apps; meetings/ reads the initiatives' store, the workspace (initiatives' endpoints) and the content search
 * read everything below them; the entries (index.ts) list every app, and the service worker serves the entries.
 */
const FLOORS = [
  'lib',
  'auth',
  ['initiatives', '*'],
  'meetings',
  ['workspace', 'content-search'],
  '',
  'worker',
];

test('no folder of the mock imports a floor above its own, and no module imports itself in a circle', () => {
  const graph = importGraph(here);
  expect(upwardImports(graph, FLOORS)).toEqual([]);
  expect(cycles(graph)).toEqual([]);
});
