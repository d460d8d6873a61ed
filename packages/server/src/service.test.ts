import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

describe('a PGlite folder has one writer', () => {
  const start = (dir: string) =>
    startServer({ port: 0, jwtSecret: 'service-tests', log: false, database: { pgliteDir: dir } });

  it('a second server on the folder is refused with a message that says why; the first keeps working', async () => {
    const dir = join(freshFolder(), 'pglite');
    const first = await start(dir);
    try {
      await expect(start(dir)).rejects.toThrow(
        new RegExp(`The PGlite folder ${dir} is in use by another Chorus server \\(pid ${process.pid} on `),
      );
      expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
    } finally {
      await first.stop(1_000);
    }
    // Stopped, it lets go: the next server starts.
    expect(existsSync(`${dir}.lock`)).toBe(false);
    const next = await start(dir);
    await next.stop(1_000);
  }, 120_000);

  it('a folder held by another process is refused; once that process is gone (killed), its lock is stale', async () => {
    const dir = join(freshFolder(), 'pglite');
    const lockModule = fileURLToPath(new URL('./db/dataLock.ts', import.meta.url));
    // Another process takes the lock (Node runs the module's TypeScript as is) and is then killed, lock left.
    const holder = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { lockDataFolder } from ${JSON.stringify(lockModule)}; lockDataFolder(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout?.on('data', (chunk) => String(chunk).includes('locked') && resolve());
        holder.on('exit', (code) => reject(new Error(`the holder exited (${code})`)));
      });
      await expect(start(dir)).rejects.toThrow(
        new RegExp(`in use by another Chorus server \\(pid ${holder.pid} on `),
      );
    } finally {
      if (holder.exitCode === null && holder.signalCode === null) {
        const exited = new Promise((resolve) => holder.once('exit', resolve));
        holder.kill('SIGKILL');
        await exited;
      }
    }
    expect(existsSync(`${dir}.lock`)).toBe(true);
    const server = await start(dir);
    try {
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    } finally {
      await server.stop(1_000);
    }
  }, 120_000);
});
