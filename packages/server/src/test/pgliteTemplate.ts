import { PGlite } from '@electric-sql/pglite';

let made: Promise<Blob> | undefined;

/**
 * A freshly made, empty PGlite cluster as a tarball, made once per test worker (the files of a worker share their
 * modules, vitest.config.ts): every PGlite database the tests open afterwards loads it (under a second) instead of
 * running initdb (3-4 s each). See `startNewPgliteFrom`.
 */
export function emptyPgliteCluster(): Promise<Blob> {
  made ??= (async () => {
    const pglite = new PGlite('memory://');
    try {
      await pglite.waitReady;
      return await pglite.dumpDataDir('none');
    } finally {
      await pglite.close();
    }
  })();
  return made;
}
