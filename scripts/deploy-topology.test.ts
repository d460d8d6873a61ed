import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ComposeService,
  type DockerStage,
  execForm,
  interpolate,
  parseDockerfile,
  readCompose,
  readText,
} from './deploy-files';
import { type PostgresCluster, postgresBin, startPostgres } from './pg-cluster.mjs';
import { buildServerIfStale } from './server-dist.mjs';
import {
  call,
  type Env,
  freePort,
  runNode,
  type ServerProcess,
  serverCommand,
  startServerProcess,
  stopServerProcesses,
} from './server-process';
import { assembleRuntime } from './server-runtime.mjs';

/**
 * deploy/compose.yaml run without containers (none can run on the project's machines): the same topology with
 * processes. One PostgreSQL; the `migrate` service's command, once; the instances with the compose file's
 * environment on top of the Dockerfile's ENV, started with the Dockerfile's CMD from the image's production files
 * (scripts/server-runtime.mjs, as the Dockerfile copies them); and a small proxy standing in for Caddy, built from
 * deploy/Caddyfile (its upstreams, its /readyz checks, round robin, streams passed on unbuffered). What changes from
 * the containers: every process listens on its own loopback port (HOST and PORT), and the database URL points at
 * the test's cluster (its user, password and database name stay the compose file's). deploy.test.ts holds the
 * files to each other; this holds them to the running server.
 */
const reason = postgresBin() ? '' : 'PostgreSQL is not installed (initdb and pg_ctl were not found)';

const compose = readCompose();
const dockerfile = parseDockerfile();
const server = dockerfile.stages.at(-1) as DockerStage;
const caddyfile = readText('Caddyfile');
/** deploy/.env for the test. */
const dotEnv = { POSTGRES_PASSWORD: 'topology-password', JWT_SECRET: 'topology-secret' };
const instanceNames = Object.keys(compose.services).filter(
  (name) => compose.services[name]?.image === 'chorus-server' && !compose.services[name]?.command,
);

/** The stand-in's own address towards the instances (Linux answers on all of 127.0.0.0/8). */
const PROXY_ADDRESS = '127.0.0.2';

/** The server stage's ENV (`ENV A=1 \ B=2`). */
function imageEnv(): Env {
  const env: Env = {};
  for (const instruction of server.instructions.filter((each) => each.keyword === 'ENV'))
    for (const [, key, value] of instruction.args.matchAll(/([A-Z_][A-Z0-9_]*)=(\S+)/g))
      env[key as string] = value as string;
  return env;
}

/** A service's environment as its container would see it, the database URL moved to `cluster`. */
function serviceEnv(service: ComposeService, cluster: PostgresCluster, port?: number): Env {
  const env: Env = { ...imageEnv() };
  for (const [key, value] of Object.entries(service.environment ?? {}))
    env[key] = interpolate(String(value), dotEnv);
  if (env.DATABASE_URL) {
    const url = new URL(env.DATABASE_URL);
    url.hostname = '127.0.0.1';
    url.port = String(cluster.port);
    env.DATABASE_URL = url.toString();
  }
  // The instances trust Caddy's address; here the stand-in's connections to them come from PROXY_ADDRESS.
  if (env.TRUST_PROXY && env.TRUST_PROXY === compose.services.web?.networks?.default?.ipv4_address)
    env.TRUST_PROXY = PROXY_ADDRESS;
  if (port !== undefined) Object.assign(env, { HOST: '127.0.0.1', PORT: String(port) });
  return { ...env, LOG: '0' };
}

interface StandIn {
  url: string;
  /** Which instance answered each proxied request, in order (the health checks not included). */
  served: { path: string; upstream: string }[];
  close(): Promise<void>;
}

/** Caddy, as deploy/Caddyfile configures it, in a few lines of Node (what these tests need of it). */
async function caddyStandIn(upstreams: Map<string, string>): Promise<StandIn> {
  const apiPaths = (/@api path ([^\n]+)/.exec(caddyfile)?.[1] ?? '').trim().split(/\s+/);
  const block = /reverse_proxy ([^{\n]+)\{([^}]*)\}/.exec(caddyfile);
  const names = (block?.[1] ?? '').trim().split(/\s+/);
  const healthUri = /health_uri (\S+)/.exec(block?.[2] ?? '')?.[1];
  expect(/lb_policy round_robin/.test(block?.[2] ?? '')).toBe(true);
  const targets = names.map((name) => {
    const url = upstreams.get(name);
    if (!url) throw new Error(`the Caddyfile's upstream ${name} is not a compose service`);
    return { name, url: new URL(url), healthy: false };
  });
  const matches = (path: string) =>
    apiPaths.some((pattern) =>
      pattern.endsWith('/*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern,
    );
  const check = async () => {
    await Promise.all(
      targets.map(async (target) => {
        try {
          target.healthy = (
            await fetch(new URL(healthUri ?? '/', target.url), { signal: AbortSignal.timeout(2_000) })
          ).ok;
        } catch {
          target.healthy = false;
        }
      }),
    );
  };
  await check();
  const timer = setInterval(check, 500);
  let next = 0;
  const served: StandIn['served'] = [];
  const proxy: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] as string;
    const healthy = targets.filter((target) => target.healthy);
    if (!matches(path) || healthy.length === 0) {
      res.writeHead(matches(path) ? 502 : 404).end();
      return;
    }
    const target = healthy[next++ % healthy.length] as (typeof targets)[number];
    served.push({ path, upstream: target.name.split(':')[0] as string });
    const upstream = request(
      {
        host: target.url.hostname,
        port: target.url.port,
        localAddress: PROXY_ADDRESS,
        method: req.method,
        path: req.url,
        // Like Caddy with no trusted proxy of its own: the client's claim is replaced by the peer it sees.
        headers: {
          ...req.headers,
          'x-forwarded-for': req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '',
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        res.flushHeaders();
        // flush_interval -1: each chunk is written as it comes.
        answer.on('data', (chunk) => res.write(chunk));
        answer.on('end', () => res.end());
        answer.on('close', () => res.destroy());
      },
    );
    upstream.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise((resolve) => {
        clearInterval(timer);
        proxy.closeAllConnections();
        proxy.close(() => resolve());
      }),
  };
}

describe.skipIf(Boolean(reason))(
  `the compose topology as processes${reason ? ` (skipped: ${reason})` : ''}`,
  () => {
    let cluster: PostgresCluster;
    let runtime = '';
    const instances: ServerProcess[] = [];
    let proxy: StandIn | undefined;

    beforeAll(async () => {
      expect(await buildServerIfStale()).toBe(0);
      runtime = mkdtempSync(join(tmpdir(), 'chorus-runtime-'));
      // The image's files: a file the server needs that the Dockerfile does not copy fails here.
      assembleRuntime(runtime);
      cluster = await startPostgres({ user: 'chorus', database: 'chorus' });
    }, 120_000);
    afterAll(async () => {
      await proxy?.close();
      await Promise.all(instances.map((instance) => instance.stop()));
      await stopServerProcesses();
      await cluster?.stop();
      if (runtime) rmSync(runtime, { recursive: true, force: true });
    }, 60_000);

    it('an instance does not start before migrate has run (the reason for service_completed_successfully)', async () => {
      const first = compose.services[instanceNames[0] as string] as ComposeService;
      const early = await startServerProcess(
        runtime,
        execForm(cmdOf()) ?? [],
        serviceEnv(first, cluster, await freePort()),
      ).catch((error: Error) => error);
      expect(String(early)).toMatch(/The database's schema is not migrated/);
    }, 60_000);

    it('migrate runs once; the first administrator is made the way docs/server.md says; both instances start', async () => {
      const migrate = compose.services.migrate as ComposeService;
      const [node, ...args] = migrate.command ?? [];
      expect(node).toBe('node');
      const migrated = await runNode(runtime, args, serviceEnv(migrate, cluster));
      expect(migrated.code, migrated.stderr).toBe(0);
      expect(migrated.stdout).toMatch(/[1-9]\d* migration\(s\) applied/);

      // docker compose run --rm -T migrate node packages/server/dist/main.js create-admin … --password-stdin
      const admin = await serverCommand(
        runtime,
        ['create-admin', '--email', 'ada@example.org', '--name', 'Ada Admin', '--password-stdin'],
        serviceEnv(migrate, cluster),
        'correct horse battery staple\n',
      );
      expect(admin.code, admin.stderr).toBe(0);

      const started = await Promise.all(
        instanceNames.map(async (name) =>
          startServerProcess(
            runtime,
            execForm(cmdOf()) ?? [],
            serviceEnv(compose.services[name] as ComposeService, cluster, await freePort()),
          ),
        ),
      );
      instances.push(...started);
      // Caddy dials <service>:<its PORT> on the compose network; here each of those is a loopback port.
      proxy = await caddyStandIn(
        new Map(
          instanceNames.map((name, index) => [
            `${name}:${compose.services[name]?.environment?.PORT}`,
            started[index]?.url as string,
          ]),
        ),
      );
    }, 120_000);

    it('through the proxy: ready, signed in, a write on one instance read on the other, the live stream unbuffered', async () => {
      if (!proxy) throw new Error('the instances did not start');
      const base = proxy.url;
      const upstreamOf = (path: string) =>
        proxy?.served.filter((each) => each.path === path).at(-1)?.upstream;

      // Both instances ready, each answering in turn.
      for (const _ of instanceNames) expect((await call(base, '/readyz')).status).toBe(200);
      expect(new Set(proxy.served.map((each) => each.upstream))).toEqual(new Set(instanceNames));
      expect((await call(base, '/healthz')).status).toBe(200);

      const signIn = await call(base, '/api/auth', {
        email: 'ada@example.org',
        password: 'correct horse battery staple',
      });
      expect(signIn.status).toBe(200);
      const token = String(signIn.body.access_token);

      // The live stream, through the proxy: its first line comes at once, not when the stream ends.
      const controller = new AbortController();
      const live = await fetch(`${base}/api/live`, {
        headers: { authorization: `Bearer ${token}` },
        signal: controller.signal,
      });
      expect([live.status, live.headers.get('content-type')]).toEqual([
        200,
        expect.stringMatching(/^text\/event-stream/),
      ]);
      const streamedBy = upstreamOf('/api/live');
      if (!live.body) throw new Error('the live stream answered without a body');
      const reader = live.body.pipeThrough(new TextDecoderStream()).getReader();
      let heard = '';
      const readUntil = async (pattern: RegExp, ms: number) => {
        const deadline = Date.now() + ms;
        while (!pattern.test(heard)) {
          const left = deadline - Date.now();
          if (left <= 0)
            throw new Error(`not heard within ${ms} ms: ${pattern} (heard ${JSON.stringify(heard)})`);
          const chunk = await Promise.race([
            reader.read(),
            new Promise<null>((resolve) => setTimeout(() => resolve(null), left)),
          ]);
          if (chunk?.done) throw new Error(`the stream ended: ${JSON.stringify(heard)}`);
          if (chunk?.value) heard += chunk.value;
        }
      };
      try {
        await readUntil(/^retry: \d+/m, 3_000);

        // Written through the proxy on the other instance than the stream's…
        const saved = await call(
          base,
          '/api/initiatives/item/save',
          { title: 'Two instances, one database' },
          token,
        );
        expect(saved.status).toBe(200);
        const savedBy = upstreamOf('/api/initiatives/item/save');
        expect(savedBy).not.toBe(streamedBy);
        const id = String(saved.body.id);

        // …heard on the stream (PostgreSQL's NOTIFY between the instances, then the proxy without buffering)…
        await readUntil(new RegExp(`event: change\\ndata: \\{[^\\n]*"id":"${id}"`), 5_000);

        // …and read on the instance that did not write it.
        const read = await call(base, `/api/initiatives/item?id=${encodeURIComponent(id)}`, undefined, token);
        expect([read.status, read.body.title]).toEqual([200, 'Two instances, one database']);
        expect(upstreamOf('/api/initiatives/item')).not.toBe(savedBy);
      } finally {
        controller.abort();
      }
    }, 60_000);

    it('through the proxy, each client is itself: a guesser is throttled, the owner on another address is not', async () => {
      if (!proxy) throw new Error('the instances did not start');
      const signInFrom = (localAddress: string, password: string) =>
        new Promise<string>((resolve, reject) => {
          const url = new URL('/api/auth', proxy?.url);
          const body = JSON.stringify({ email: 'ada@example.org', password });
          const sent = request(
            {
              host: url.hostname,
              port: url.port,
              path: url.pathname,
              method: 'POST',
              localAddress,
              headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
            },
            (answer) => {
              let text = '';
              answer.on('data', (chunk) => {
                text += chunk;
              });
              // The status, and whether a session came with it.
              answer.on('end', () =>
                resolve(`${answer.statusCode}${text.includes('"access_token"') ? ' signed in' : ''}`),
              );
            },
          );
          sent.on('error', reject);
          sent.end(body);
        });
      // Past the spec's five failures of one e-mail from one client, that client waits 1 s, then 2 s, 4 s… (a wrong
      // password answers 200 with an error, as the spec's mock does; a throttled attempt 429).
      const guesses: string[] = [];
      while (!guesses.includes('429') && guesses.length < 15)
        guesses.push(await signInFrom('127.0.0.3', 'not the password'));
      expect(guesses.at(-1)).toBe('429');
      expect(guesses.length).toBeGreaterThan(5);
      // At once, the owner from another address: were the instances to see the proxy's address for everyone (no
      // TRUST_PROXY), this would be the same client, and wait too.
      expect(await signInFrom('127.0.0.1', 'correct horse battery staple')).toBe('200 signed in');
    }, 60_000);
  },
);

function cmdOf(): string {
  return server.instructions.find((instruction) => instruction.keyword === 'CMD')?.args ?? '';
}
