import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

/**
 * Adding an app to the demo is one line in its module lists (modules.ts for the product's own, in the first
 * page; templateModules.ts for a template app or page family). This fails for an app module @chorus/apps exports
 * that neither list names, so a module cannot be exported and forgotten.
 */
const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

// Not app modules of their own: the demo builds its sign-in module with createAuthModule (authModule is the
// default one), and mockOnlyModule wraps a template module for a real-API build.
const NOT_LISTED = new Set(['authModule', 'mockOnlyModule']);

function exportedModules(barrel: string): string[] {
  const names = [...barrel.matchAll(/^export\s*\{([^}]*)\}\s*from/gm)].flatMap(([, list = '']) =>
    list.split(',').map((name) => name.trim().replace(/^type\s+/, '')),
  );
  return names.filter((name) => /^[a-z]\w*Module$/.test(name) && !NOT_LISTED.has(name));
}

describe("the demo's module lists", () => {
  const barrel = read('../../../packages/apps/src/index.ts');
  const lists = `${read('./modules.ts')}\n${read('./templateModules.ts')}`;
  const modules = exportedModules(barrel);

  test('@chorus/apps exports app modules (the barrel is read)', () => {
    expect(modules).toContain('mailModule');
    expect(modules).toContain('createAuthModule');
    expect(modules.length).toBeGreaterThan(15);
  });

  test('every app module of @chorus/apps is in modules.ts or templateModules.ts', () => {
    const missing = modules.filter((name) => !new RegExp(`\\b${name}\\b`).test(lists));
    expect(missing).toEqual([]);
  });
});
