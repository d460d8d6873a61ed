// The kit's entry points (docs/packages.md): the barrel, and one entry per component (`@chorus/ui/button`)
// plus the theme, the formatting and catalogue module, and the icons, each giving the same values as the barrel.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
  exports: Record<string, string | Record<string, string>>;
};
// Loaded before the tests (the barrel's first import transforms the whole kit, longer than a test's timeout).
const barrel: Record<string, unknown> = await import('./index');
const kebab = (name: string) => name.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase();
const components = readdirSync(join(packageDir, 'src/components'));

/** The entries beside the barrel whose exports the barrel re-exports: subpath → source module. */
const entries: Record<string, string> = {
  ...Object.fromEntries(components.map((name) => [`./${kebab(name)}`, `src/components/${name}/index.ts`])),
  './theme': 'src/theme/index.ts',
  './intl': 'src/intl/index.ts',
  './icons': 'src/icons/index.ts',
};
const modules = import.meta.glob([
  './components/*/index.ts',
  './theme/index.ts',
  './intl/index.ts',
  './icons/index.ts',
]);

describe("the kit's entry points", () => {
  it('has an entry per component folder, the theme, the formatting module and the icons', () => {
    for (const [subpath, source] of Object.entries(entries)) {
      const built = source.replace(/^src\//, './dist/').replace(/\.ts$/, '');
      expect(manifest.exports[subpath], subpath).toEqual({
        source: `./${source}`,
        types: `${built}.d.ts`,
        import: `${built}.js`,
      });
      expect(existsSync(join(packageDir, source)), source).toBe(true);
    }
  });

  it('lists no entry that names nothing (every subpath is a component, a module or a message catalogue)', () => {
    const others = Object.keys(manifest.exports).filter(
      (subpath) => !(subpath in entries) && !['.', './style.css'].includes(subpath),
    );
    expect(others.sort()).toEqual(['./i18n/ar', './i18n/en', './i18n/es']);
  });

  it('gives the same values through an entry as through the barrel', async () => {
    for (const [subpath, source] of Object.entries(entries)) {
      const load = modules[source.replace(/^src\//, './')];
      expect(load, subpath).toBeDefined();
      const entry = (await load?.()) as Record<string, unknown>;
      expect(Object.keys(entry).length, subpath).toBeGreaterThan(0);
      for (const [name, value] of Object.entries(entry)) {
        expect(barrel[name], `${subpath}: ${name}`).toBe(value);
      }
    }
  });
});
