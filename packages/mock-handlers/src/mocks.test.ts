import { describe, expect, test } from 'vitest';
import { appHandlers, handlers, mocks } from './index';
import type { MockManifest } from './lib/mock';

/**
 * Adding an app's mock is one entry in `mocks` (src/index.ts): its manifest, `<app>/<app>.mock.ts`. These tests
 * fail for a manifest the list leaves out, and for an app folder with handlers but no manifest.
 */
const manifestFiles = import.meta.glob<Record<string, unknown>>('./*/*.mock.ts', { eager: true });
const handlerFiles = Object.keys(import.meta.glob('./*/*.handlers.ts'));

const isManifest = (value: unknown): value is MockManifest =>
  typeof value === 'object' && value !== null && 'id' in value && 'handlers' in value && 'access' in value;

describe('the mock manifests', () => {
  const found = Object.entries(manifestFiles).flatMap(([file, exports]) =>
    Object.values(exports)
      .filter(isManifest)
      .map((manifest) => ({ file, manifest })),
  );

  test('every app folder with handlers has a manifest, named after the folder', () => {
    const manifestFolders = new Set(Object.keys(manifestFiles).map((file) => file.split('/')[1]));
    const missing = handlerFiles
      .map((file) => file.split('/')[1])
      .filter((folder) => folder !== 'lib' && !manifestFolders.has(folder));
    expect(missing).toEqual([]);
    for (const file of Object.keys(manifestFiles)) {
      const [, folder, name] = file.split('/');
      expect(name).toBe(`${folder}.mock.ts`);
    }
  });

  test('every manifest is listed in `mocks` of src/index.ts', () => {
    expect(found.length).toBeGreaterThan(0);
    const unlisted = found
      .filter(({ manifest }) => !mocks.includes(manifest as (typeof mocks)[number]))
      .map(({ file, manifest }) => `${file}: ${manifest.id}`);
    expect(unlisted).toEqual([]);
  });

  test('ids are unique, and appHandlers and handlers are derived from the list', () => {
    const ids = mocks.map((mock) => mock.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(appHandlers)).toEqual(ids);
    for (const mock of mocks) expect(appHandlers[mock.id]).toBe(mock.handlers);
    expect(handlers).toEqual(mocks.flatMap((mock) => mock.handlers));
  });
});
