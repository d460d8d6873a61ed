/**
 * The worker's caching of the build's files (serviceWorker.ts, once the page is idle): `fetchFile` fetches one
 * file and stores it, answering whether the host served it. A few files at a time; the first file the host
 * refuses stops the rest (a newer build deployed, or a host that serves no precache, as the e2e server for most
 * tests): they would be refused too, and each refusal still costs the browser a request. The next visit tries again.
 * Resolves with the number of files stored.
 */
export async function precacheFiles(
  paths: readonly string[],
  fetchFile: (path: string) => Promise<boolean>,
  atOnce = 4,
): Promise<number> {
  let next = 0;
  let stored = 0;
  const lane = async (): Promise<void> => {
    for (let path = paths[next++]; path !== undefined; path = paths[next++]) {
      if (!(await fetchFile(path))) {
        next = paths.length;
        return;
      }
      stored++;
    }
  };
  await Promise.all(Array.from({ length: atOnce }, lane));
  return stored;
}
