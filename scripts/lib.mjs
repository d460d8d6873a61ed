// Small helpers shared by the repository's scripts (test runner, e2e, size, package checks).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export { chromiumArgs, chromiumPath, fullChromiumPath } from './chromium.mjs';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs a command, streaming its output; resolves with the exit code (never rejects). */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
}

/** Runs a command and captures stdout (stderr is streamed). */
export function capture(command, args, options = {}) {
  return new Promise((resolve) => {
    let out = '';
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'], cwd: root, ...options });
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('exit', (code) => resolve({ code: code ?? 1, out }));
    child.on('error', (error) => resolve({ code: 1, out: error.message }));
  });
}

/**
 * Runs a command with its stdout and stderr collected in one string (for work running beside a step, printed when
 * it is needed instead of interleaved with the step's output); resolves with the exit code and the output.
 */
export function collect(command, args, options = {}) {
  return new Promise((resolve) => {
    let out = '';
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], cwd: root, ...options });
    const add = (chunk) => {
      out += chunk;
    };
    child.stdout.on('data', add);
    child.stderr.on('data', add);
    child.on('exit', (code, signal) => resolve({ code: signal ? 1 : (code ?? 1), out }));
    child.on('error', (error) => resolve({ code: 1, out: error.message }));
  });
}

/**
 * The tally of a check script: `check(label, ok, detail)` prints "✓ label" or "✗ label — detail" and counts it;
 * `counts()` is { passed, failed } so far. A script ends with its "N passed, N failed" line.
 */
export function tally() {
  const counts = { passed: 0, failed: 0 };
  const check = (label, ok, detail = '') => {
    if (ok) counts.passed++;
    else counts.failed++;
    console.log(`${ok ? '✓' : '✗'} ${label}${detail ? ` — ${detail}` : ''}`);
    return ok;
  };
  return { check, counts };
}

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export const bin = (name) => `${root}node_modules/.bin/${name}`;
