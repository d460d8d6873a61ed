import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Every module specifier of a source: `import … from 'x'`, `export … from 'x'`, a bare `import 'x'` and a
 * dynamic `import('x')`, in single or double quotes. Group 1 is `type ` for a type-only import or export.
 */
const IMPORT =
  /(?:\b(?:import|export)\s+(type\s+)?[^'";]*?\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"\n]+)\2/g;

function specifiers(source: string, { values = false } = {}): string[] {
  return [...source.matchAll(IMPORT)]
    .filter(([, typeOnly]) => !(values && typeOnly))
    .map(([, , , specifier]) => specifier as string);
}

/** The packages and the local files reachable from a file through relative imports (type-only ones too, unless `values`). */
function reachable(file: string, options: { values?: boolean } = {}) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (path: string) => {
    if (files.has(path)) return;
    files.add(path);
    for (const specifier of specifiers(readFileSync(path, 'utf8'), options)) {
      if (specifier.startsWith('.')) visit(resolve(dirname(path), `${specifier}.ts`));
      else packages.add(specifier);
    }
  };
  visit(file);
  return { packages: [...packages], files: [...files].map((path) => relative(here, path)) };
}

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
});

test('the contracts entry pulls in zod only, never msw (UI code imports it)', () => {
  const { packages } = reachable(resolve(here, 'contracts.ts'));
  expect(packages.filter((name) => name !== 'zod')).toEqual([]);
});

/** The domain modules a real server runs too: no msw, no mock database, no HTTP layer. */
const DOMAIN_MODULES = [
  'meetings/meetings.records.ts',
  'meetings/meetings.rules.ts',
  'meetings/meetings.changes.ts',
  'meetings/meetings.results.ts',
  'meetings/meetings.projections.ts',
  'meetings/meetings.grouping.ts',
  'meetings/meetings.discussion.ts',
  'initiatives/initiatives.records.ts',
  'initiatives/initiatives.rules.ts',
  'initiatives/initiatives.projections.ts',
];

test.each(DOMAIN_MODULES)('%s uses neither msw nor the mock database', (module) => {
  const { packages, files } = reachable(resolve(here, module), { values: true });
  expect(packages.filter((name) => name !== 'zod')).toEqual([]);
  expect(files.filter((file) => file.endsWith('.db.ts') || /(handlers|http)\.ts$/.test(file))).toEqual([]);
});
