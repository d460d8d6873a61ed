// Small helpers shared by the repository's scripts (test runner, e2e, size, package checks).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export { browserVersion, chromiumArgs, chromiumPath, fullChromiumPath } from './chromium.mjs';

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
 * `npm install` in `cwd` (the consumers' apps), its output collected: on a failure it is printed, and `why` is npm's
 * error lines in one (e.g. "code ENOSPC · nospc …"), for the check's detail, so the run's summary says what failed.
 */
export async function npmInstall(cwd, args, env) {
  const { code, out } = await collect(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', ...args],
    { cwd, env },
  );
  if (code === 0) return { code, why: '' };
  process.stdout.write(out);
  const errors = out
    .split('\n')
    .filter((line) => line.startsWith('npm error') && !/A complete log|^npm error\s*$/.test(line))
    .map((line) => line.replace(/^npm error\s*/, ''))
    .filter((line) => !/^(syscall|errno) /.test(line));
  return { code, why: errors.slice(0, 3).join(' · ').slice(0, 300) || `npm exited with ${code}` };
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

/**
 * Reads the last "N passed, N failed" line a script printed; a script that exited non-zero counts one failure at
 * least. Each "✗ …" line it printed is added to `failures` as "step · line", for the list repeated at the very end
 * of a run (CI keeps only the tail of a long log).
 */
export function countsFrom(out, code, step, failures) {
  if (failures)
    for (const [, line] of out.matchAll(/^✗ (.*)$/gm)) failures.push(`${step} · ${line.slice(0, 300)}`);
  const last = [...out.matchAll(/(\d+) passed, (\d+) failed/g)].at(-1);
  if (!last) return { passed: 0, failed: 1 };
  const counts = { passed: Number(last[1]), failed: Number(last[2]) };
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

/** "e2e · file › title: first line of the error" for each test of a Playwright JSON report that failed in its last attempt. */
export function failedE2e(report) {
  const out = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const last = test.results?.at(-1);
        if (test.status === 'unexpected' && last)
          out.push(
            `e2e · ${file} › ${spec.title}: ${(last.error?.message ?? '').split('\n')[0].slice(0, 300)}`,
          );
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file ?? suite.title);
  return out;
}

/** Runs a command, then prints its whole output at once. */
export async function tee(command, args, options) {
  const result = await capture(command, args, options);
  process.stdout.write(result.out);
  return result;
}
