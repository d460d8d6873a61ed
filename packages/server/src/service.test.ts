import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer } from './app';
import { nodeVersionProblem } from './nodeVersion';

/** Starting and stopping like a service (issue 28): a fresh clone, the Node version, the data folder's writer. */
const folders: string[] = [];
const freshFolder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'chorus-service-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('a fresh clone', () => {
  it('starts on PGlite in a folder whose parents do not exist yet (.data/pglite)', async () => {
    const dir = join(freshFolder(), '.data', 'pglite');
    const server = await startServer({
      port: 0,
      jwtSecret: 'service-tests',
      log: false,
      database: { pgliteDir: dir },
    });
    try {
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      await server.stop(1_000);
    }
  }, 60_000);
});

describe('the Node.js version', () => {
  it('is checked at start: an older Node is told what it needs (package.json engines: >=22.22)', () => {
    expect(nodeVersionProblem('20.20.2')).toMatch(
      /needs Node\.js 22\.22\.0 or later.*this is Node\.js 20\.20\.2/,
    );
    expect(nodeVersionProblem('v22.9.0')).toMatch(/this is Node\.js 22\.9\.0/);
    expect(nodeVersionProblem('22.22.0')).toBeNull();
    expect(nodeVersionProblem('22.23.3')).toBeNull();
    expect(nodeVersionProblem('24.1.0')).toBeNull();
  });
});
