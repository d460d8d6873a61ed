import { fileURLToPath } from 'node:url';
import { cycles, folderOf, importGraph } from '@chorus/testing/imports';
import { describe, expect, test } from 'vitest';

/**
 * The structure of every package, from its imports (the domain and the mock hold their floors in their own
 * structure.test.ts): no module imports itself in a circle, types included, and a package's `lib/` (its ground
 * floor of utilities) never imports one of the package's features.
 */
const PACKAGES = ['ui', 'shell', 'apps', 'server', 'domain', 'mock-handlers'] as const;
const srcOf = (name: string) => fileURLToPath(new URL(`../packages/${name}/src`, import.meta.url));

describe.each(PACKAGES)('@chorus/%s', (name) => {
  const graph = importGraph(srcOf(name));

  test('no import cycle', () => {
    expect(cycles(graph)).toEqual([]);
  });

  test('lib/ imports nothing above it (no feature of the package)', () => {
    const upward = [...graph].flatMap(([file, targets]) =>
      folderOf(file) === 'lib'
        ? targets
            .filter((target) => folderOf(target) !== 'lib' && !target.startsWith('..'))
            .map((t) => `${file} → ${t}`)
        : [],
    );
    expect(upward).toEqual([]);
  });
});
