import { describe, expect, it } from 'vitest';
import { consumerSource, judge, splitOutputs } from './package-size.mjs';

describe('the package size check', () => {
  it('writes a consumer that imports the named exports and the stylesheets', () => {
    const source = consumerSource({
      id: 'b',
      label: 'Button',
      from: '@chorus/ui',
      import: ['Button'],
      css: ['@chorus/ui/style.css'],
    });
    expect(source).toBe("export { Button } from '@chorus/ui';\nimport '@chorus/ui/style.css';\n");
    expect(consumerSource({ id: 'all', label: 'all', from: '@chorus/ui', import: '*' })).toBe(
      "export * from '@chorus/ui';\n",
    );
  });

  it('counts static imports as loaded at once and dynamic ones as later, CSS with its chunk', () => {
    const metafile = {
      outputs: {
        'out/entry.js': {
          entryPoint: 'entry.js',
          cssBundle: 'out/entry.css',
          imports: [
            { path: 'out/shared.js', kind: 'import-statement' },
            { path: 'out/Screen.js', kind: 'dynamic-import' },
            { path: 'react', kind: 'import-statement', external: true },
          ],
        },
        'out/entry.css': {},
        'out/shared.js': { imports: [{ path: 'out/en.js', kind: 'dynamic-import' }] },
        'out/Screen.js': {
          entryPoint: 'Screen.js',
          imports: [
            { path: 'out/shared.js', kind: 'import-statement' },
            { path: 'out/screen-only.js', kind: 'import-statement' },
          ],
        },
        'out/screen-only.js': {},
        'out/en.js': { entryPoint: 'en.js' },
      },
    };
    const { initial, later } = splitOutputs(metafile, 'out/entry.js');
    expect(initial.sort()).toEqual(['out/entry.css', 'out/entry.js', 'out/shared.js']);
    expect(later.sort()).toEqual(['out/Screen.js', 'out/en.js', 'out/screen-only.js']);
  });

  it('fails a figure over its budget, or a figure without one', () => {
    expect(judge({ js: 100, css: 10 }, { js: 100, css: 10 })).toEqual({ ok: true, over: [] });
    expect(judge({ js: 101, css: 10 }, { js: 100, css: 10 })).toEqual({
      ok: false,
      over: ['js 101 B > 100 B'],
    });
    expect(judge({ js: 1, css: 1 }, { js: 100 })).toEqual({ ok: false, over: ['no css budget'] });
  });
});
