// The built server (packages/server/dist/main.js) as a process, the way an operator runs it: its commands
// (migrate, create-admin) and `serve`, each with only the environment given (nothing of the test runner's).
// Used by scripts/backup.test.ts and scripts/deploy-topology.test.ts.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

export type Env = Record<string, string>;

/** What a process gets besides the given settings: the PATH only. */
const baseEnv = (): Env => ({ PATH: process.env.PATH ?? '/usr/bin:/bin' });

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node <dir>/packages/server/dist/main.js <args>` (or another script) in `dir`; resolves when it exits. */
export function runNode(dir: string, args: string[], env: Env, input?: string): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: dir, env: { ...baseEnv(), ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input ?? '');
  });
}

export const serverCommand = (dir: string, args: string[], env: Env, input?: string) =>
  runNode(dir, [join('packages/server/dist/main.js'), ...args], env, input);

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** SIGTERM, and its exit (it finishes the requests in flight first). */
  stop(): Promise<void>;
}

/**
 * Starts `argv` (the image's CMD: ["node", "packages/server/dist/main.js"]) in `dir` with `env`, which names its
 * HOST and PORT; resolves once `/healthz` answers (whatever the log says: LOG=0 silences the start line), rejects
 * with what it printed if it exits first.
 */
export async function startServerProcess(
  dir: string,
  argv: string[],
  env: Env,
  { deadlineMs = 90_000 } = {},
): Promise<ServerProcess> {
  const [command, ...args] = argv;
  if (!env.HOST || !env.PORT) throw new Error('startServerProcess needs HOST and PORT');
  const url = `http://${env.HOST}:${env.PORT}`;
  const child = spawn(command === 'node' ? process.execPath : (command as string), args, {
    cwd: dir,
    env: { ...baseEnv(), ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  running.add(child);
  void exited.then(() => running.delete(child));
  const deadline = Date.now() + deadlineMs;
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  for (;;) {
    if (gone) throw new Error(`the server stopped (${child.exitCode ?? child.signalCode}): ${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer /healthz within ${deadlineMs} ms: ${output}`);
    }
    try {
      if ((await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1_000) })).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Every server this module started that still runs. */
const running = new Set<ChildProcess>();

/** Stops what is left of them (a test's afterAll: a start that failed half-way leaves none behind). */
export async function stopServerProcesses(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}
// A worker that ends without its afterAll (a crash) takes its servers with it.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** A JSON call: POST with a body, GET without. */
export async function call(
  base: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; headers: Headers; body: Record<string, unknown> }> {
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    parsed = { text };
  }
  return { status: response.status, headers: response.headers, body: parsed };
}
