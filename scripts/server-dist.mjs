// Whether packages/server/dist is current: newer than every source it is built from (the server's src, its tsup
// config and package.json, and @chorus/domain's src, which the bundle carries). `npm run server` and
// `npm run start:server` build the server only when it is not: a production start never needs the dev tooling.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { root, run } from './lib.mjs';

const server = join(root, 'packages/server');
export const serverEntry = join(server, 'dist/main.js');

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(path) ? 0 : stat.mtimeMs;
  let latest = 0;
  for (const name of readdirSync(path)) latest = Math.max(latest, newest(join(path, name)));
  return latest;
}

/** True when dist/main.js exists and no source changed after it was built. */
export function serverDistIsCurrent() {
  if (!existsSync(serverEntry)) return false;
  const built = statSync(serverEntry).mtimeMs;
  const sources = [
    join(server, 'src'),
    join(server, 'tsup.config.ts'),
    join(server, 'package.json'),
    join(root, 'packages/domain/src'),
  ];
  return sources.every((source) => !existsSync(source) || newest(source) <= built);
}

/**
 * Builds the server unless dist is current (or `force`); resolves with the exit code. `runner` runs the build
 * (lib.mjs `run`, streaming; `npm test` passes one that collects the output of a build running beside a step).
 */
export async function buildServerIfStale({ force = false, runner = run } = {}) {
  if (!force && serverDistIsCurrent()) return 0;
  console.log('Building the server (packages/server/dist)…');
  return runner('npm', ['run', 'build', '-w', '@chorus/server', '--silent']);
}
