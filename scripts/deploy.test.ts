import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type ComposeService,
  composeVariables,
  type DockerStage,
  execForm,
  interpolate,
  parseDockerfile,
  parseYamlSubset,
  readCompose,
  readText,
  root,
} from './deploy-files';

/**
 * The production kit (deploy/) read as files: no container runs on the project's machines, so these tests hold
 * what the files say to the topology docs/server.md describes and scripts/deploy-topology.test.ts runs with
 * processes. A change to one file that the others do not follow fails here.
 */
const compose = readCompose();
const services = compose.services;
/** The server instances: the server's image serving (no command of their own: the image's CMD). */
const instanceNames = Object.keys(services).filter(
  (name) => services[name]?.image === 'chorus-server' && !services[name]?.command,
);
const instances = instanceNames.map((name) => services[name] as ComposeService);
const caddyfile = readText('Caddyfile');
const dockerfile = parseDockerfile();
const stage = (name: string) => dockerfile.stages.find((candidate) => candidate.name === name) as DockerStage;
const lastStage = dockerfile.stages.at(-1) as DockerStage;
const testVariables = { POSTGRES_PASSWORD: 'pw', JWT_SECRET: 'secret' };

describe('the YAML reader of these tests', () => {
  it('reads mappings, sequences, quoted and flow values, and refuses what it does not know', () => {
    expect(
      parseYamlSubset(
        'a:\n  b: "x # not a comment" # a comment\n  c: ["d", "e"]\n  f:\n    - g\n    - h: 1\n      i: off\n',
      ),
    ).toEqual({ a: { b: 'x # not a comment', c: ['d', 'e'], f: ['g', { h: 1, i: 'off' }] } });
    expect(() => parseYamlSubset('a: &anchor\n  b: 1\n')).toThrow(/line 1: an unsupported YAML form/);
    expect(() => parseYamlSubset('a: |\n  text\n')).toThrow(/unsupported/);
    expect(() => parseYamlSubset('a: 1\na: 2\n')).toThrow(/"a" twice/);
  });
});

describe('deploy/compose.yaml: the topology', () => {
  it('has PostgreSQL, a one-shot migrate, two server instances and Caddy in front, nothing else', () => {
    expect(Object.keys(services).sort()).toEqual(['chorus-1', 'chorus-2', 'db', 'migrate', 'web']);
    expect(instanceNames).toEqual(['chorus-1', 'chorus-2']);
  });

  it('keeps PostgreSQL (15 or later) on a named volume, with a healthcheck the others wait for', () => {
    const db = services.db as ComposeService;
    const major = Number(/^postgres:(\d+)/.exec(db.image ?? '')?.[1]);
    expect(major).toBeGreaterThanOrEqual(15);
    const [volume] = db.volumes ?? [];
    expect(volume).toMatch(/^[\w-]+:\/var\/lib\/postgresql\/data$/);
    expect(Object.keys(compose.volumes ?? {})).toContain(volume?.split(':')[0]);
    expect(db.healthcheck?.test.join(' ')).toMatch(/pg_isready -U chorus -d chorus/);
  });

  it('migrates once with the server’s migrate command, built from deploy/Dockerfile, after the database is healthy', () => {
    const migrate = services.migrate as ComposeService;
    expect(migrate.command).toEqual(['node', 'packages/server/dist/main.js', 'migrate']);
    expect(migrate.build).toMatchObject({ context: '..', dockerfile: 'deploy/Dockerfile' });
    expect(migrate.build?.target).toBeUndefined(); // the Dockerfile's last stage: the server
    expect(lastStage.name).toBe('server');
    expect(migrate.restart).toBe('no');
    expect(migrate.depends_on).toEqual({ db: { condition: 'service_healthy' } });
  });

  it('starts each instance only once the migration has succeeded, with CHORUS_MIGRATE=off', () => {
    for (const instance of instances) {
      expect(instance.depends_on).toEqual({
        db: { condition: 'service_healthy' },
        migrate: { condition: 'service_completed_successfully' },
      });
      expect(instance.environment?.CHORUS_MIGRATE).toBe('off');
      expect(instance.pull_policy).toBe('never'); // the image `migrate` builds
      expect(instance.healthcheck?.test.join(' ')).toContain('http://127.0.0.1:8787/healthz');
    }
  });

  it('gives every instance the same settings, on the database migrate migrated, listening where Caddy looks', () => {
    const [first, ...others] = instances;
    for (const other of others) expect(other.environment).toEqual(first?.environment);
    const env = first?.environment ?? {};
    expect(env.DATABASE_URL).toBe(services.migrate?.environment?.DATABASE_URL);
    // The URL's user and database are the ones the db service creates, on the db service.
    const url = new URL(interpolate(String(env.DATABASE_URL), testVariables));
    const db = services.db?.environment ?? {};
    expect([url.hostname, url.port, url.username, url.pathname]).toEqual([
      'db',
      '5432',
      db.POSTGRES_USER,
      `/${db.POSTGRES_DB}`,
    ]);
    expect(env.HOST).toBe('0.0.0.0');
    expect(String(env.PORT)).toBe('8787');
  });

  it('has the instances trust exactly Caddy’s X-Forwarded-For: its fixed address on the project’s subnet', () => {
    const address = services.web?.networks?.default?.ipv4_address ?? '';
    const subnet = compose.networks?.default?.ipam?.config?.[0]?.subnet ?? '';
    expect(subnet).toMatch(/^(\d+\.\d+\.\d+)\.0\/24$/);
    expect(address.startsWith(subnet.replace(/0\/24$/, ''))).toBe(true);
    for (const instance of instances) expect(instance.environment?.TRUST_PROXY).toBe(address);
  });

  it('takes every secret from deploy/.env, required (never a default, never written in the file)', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        if (!/SECRET|PASSWORD/.test(key) && !/:\/\/[^@/]*@/.test(String(value))) continue;
        const secrets = [...String(value).matchAll(/\$\{([A-Z_]+)(:\?)?/g)];
        expect(secrets.length, `${name}.${key}`).toBeGreaterThan(0);
        for (const [, , required] of secrets) expect(required, `${name}.${key}`).toBe(':?');
      }
    }
    expect(() => interpolate(String(instances[0]?.environment?.JWT_SECRET), {})).toThrow(
      /JWT_SECRET is required/,
    );
  });

  it('documents every variable it reads in deploy/.env.example, and that file holds no secret', () => {
    const example = readText('.env.example');
    const documented = [...example.matchAll(/^([A-Z_]+)=(.*)$/gm)].map(([, name, value]) => ({
      name,
      value,
    }));
    expect(documented.map(({ name }) => name).sort()).toEqual(composeVariables().sort());
    for (const { name, value } of documented) if (/SECRET|PASSWORD/.test(name ?? '')) expect(value).toBe('');
    expect(readText('.gitignore')).toMatch(/^\.env$/m);
  });

  it('puts Caddy in front: its own build target, HTTPS and HTTP/3 published, started after the instances', () => {
    const web = services.web as ComposeService;
    expect(web.build).toMatchObject({ context: '..', dockerfile: 'deploy/Dockerfile', target: 'web' });
    expect(web.ports).toEqual(['80:80', '443:443', '443:443/udp']);
    expect(Object.keys(web.depends_on ?? {}).sort()).toEqual(instanceNames);
    expect(interpolate(String(web.environment?.CHORUS_DOMAIN), {})).toBe('localhost');
    expect(interpolate(String(web.environment?.CHORUS_DOMAIN), { CHORUS_DOMAIN: 'chorus.example.org' })).toBe(
      'chorus.example.org',
    );
  });
});

describe('deploy/Caddyfile', () => {
  const proxyBlock = /reverse_proxy ([^{\n]+)\{([^}]*)\}/.exec(caddyfile);

  it('serves the site on CHORUS_DOMAIN (automatic HTTPS), localhost when unset', () => {
    expect(caddyfile).toMatch(/^\{\$CHORUS_DOMAIN:localhost\} \{$/m);
  });

  it('passes /api, /healthz and /readyz to exactly the compose file’s instances, round robin', () => {
    expect(caddyfile).toMatch(/@api path \/api\/\* \/healthz \/readyz\n\s*handle @api \{/);
    const upstreams = proxyBlock?.[1]?.trim().split(/\s+/);
    expect(upstreams).toEqual(instanceNames.map((name) => `${name}:${services[name]?.environment?.PORT}`));
    expect(proxyBlock?.[2]).toMatch(/lb_policy round_robin/);
  });

  it('sends traffic only to ready instances (active checks on /readyz) and never buffers the live stream', () => {
    const options = proxyBlock?.[2] ?? '';
    expect(options).toMatch(/^\s*health_uri \/readyz$/m);
    expect(options).toMatch(/^\s*flush_interval -1$/m);
  });

  it('serves the front from the folder the web image copies it to, index.html for the app’s routes', () => {
    const web = stage('web');
    const copy = web.instructions.find((instruction) => instruction.args.startsWith('--from=build'));
    const folder = copy?.args.split(/\s+/).at(-1);
    expect(caddyfile).toContain(`root * ${folder}`);
    expect(caddyfile).toMatch(/try_files \{path\} \/index\.html/);
    expect(
      web.instructions.some((instruction) => instruction.args === 'deploy/Caddyfile /etc/caddy/Caddyfile'),
    ).toBe(true);
  });
});

/**
 * The Dockerfile's lint. hadolint is not on npm, and the npm `dockerfilelint` (1.8.0, 2020) would bring js-yaml 3,
 * yargs 13 and lodash for checks these cover: the rules are written here instead, each named after hadolint's
 * where it has one.
 */
describe('deploy/Dockerfile (lint)', () => {
  it('DL3006/DL3007: every base image has a tag, never latest; Node is pinned to its major, 22', () => {
    for (const { image, from } of dockerfile.stages) {
      if (dockerfile.stages.some((other) => other.name === from)) continue; // an earlier stage
      expect(image, from).toMatch(/^[\w./-]+:[\w.-]+(@sha256:[0-9a-f]{64})?$/);
      expect(image).not.toMatch(/:latest\b/);
      if (image.startsWith('node:')) expect(image).toBe('node:22-slim');
    }
  });

  it('names each stage once, and copies only from earlier stages', () => {
    const names = dockerfile.stages.map((each) => each.name);
    expect(new Set(names).size).toBe(names.length);
    dockerfile.stages.forEach((each, index) => {
      for (const instruction of each.instructions) {
        const from = /--from=(\S+)/.exec(instruction.args)?.[1];
        if (from) expect(names.slice(0, index), `line ${instruction.line}`).toContain(from);
      }
    });
  });

  it('DL3002: the server runs as a user that is not root, set before its CMD', () => {
    const keywords = lastStage.instructions.map((instruction) => instruction.keyword);
    const user = lastStage.instructions.filter((instruction) => instruction.keyword === 'USER').at(-1);
    expect(user?.args).toBeDefined();
    expect(user?.args).not.toMatch(/^(root|0)(:|$)/);
    expect(keywords.lastIndexOf('USER')).toBeLessThan(keywords.indexOf('CMD'));
  });

  it('DL3025: the server starts in exec form (signals reach node), with NODE_ENV=production', () => {
    const cmd = lastStage.instructions.find((instruction) => instruction.keyword === 'CMD');
    expect(execForm(cmd?.args ?? '')).toEqual(['node', 'packages/server/dist/main.js']);
    expect(lastStage.instructions.some((i) => i.keyword === 'ENTRYPOINT')).toBe(false);
    const env = lastStage.instructions.find((instruction) => instruction.keyword === 'ENV')?.args ?? '';
    expect(env).toMatch(/\bNODE_ENV=production\b/);
  });

  it('has a HEALTHCHECK on /healthz (liveness, not /readyz: a database outage must not restart it)', () => {
    const healthcheck = lastStage.instructions.find((instruction) => instruction.keyword === 'HEALTHCHECK');
    const command = execForm(healthcheck?.args.split(/\bCMD\s+/)[1] ?? '');
    expect(command?.[0]).toBe('node');
    expect(command?.join(' ')).toContain('/healthz');
  });

  it('installs with npm ci (the lockfile), never npm install; no ADD (DL3020); WORKDIR absolute (DL3000); no cd (DL3003)', () => {
    const runs = dockerfile.instructions.filter((instruction) => instruction.keyword === 'RUN');
    expect(runs.some((run) => /\bnpm ci\b/.test(run.args))).toBe(true);
    for (const run of runs) {
      expect(run.args, `line ${run.line}`).not.toMatch(/\bnpm (install|i|add)\b/);
      expect(run.args, `line ${run.line}`).not.toMatch(/(^|&&|;)\s*cd\s/);
      if (/apt-get install/.test(run.args))
        expect(run.args).toMatch(/--no-install-recommends[\s\S]*rm -rf \/var\/lib\/apt\/lists/);
    }
    expect(dockerfile.instructions.some((instruction) => instruction.keyword === 'ADD')).toBe(false);
    for (const workdir of dockerfile.instructions.filter((instruction) => instruction.keyword === 'WORKDIR'))
      expect(workdir.args).toMatch(/^\//);
  });

  it('copies every workspace’s package.json before npm ci (else npm ci fails on a new workspace)', () => {
    const workspaces = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces ??
      []) as string[];
    const deps = stage('deps').instructions;
    const npmCi = deps.findIndex((instruction) => /\bnpm ci\b/.test(instruction.args));
    const copied = deps
      .slice(0, npmCi)
      .filter((instruction) => instruction.keyword === 'COPY')
      .map((instruction) => instruction.args);
    for (const folder of workspaces) expect(copied).toContain(`${folder}/package.json ${folder}/`);
  });

  it('gives the server stage only the production files scripts/server-runtime.mjs assembles', () => {
    const build =
      stage('build').instructions.find((instruction) => instruction.keyword === 'RUN')?.args ?? '';
    expect(build).toContain('node scripts/server-runtime.mjs /app/.runtime');
    const copies = lastStage.instructions.filter((instruction) => instruction.keyword === 'COPY');
    expect(copies.map((copy) => copy.args)).toEqual(['--from=build /app/.runtime ./']);
  });

  it('leaves dependencies, builds, data and secrets out of the build context (.dockerignore)', () => {
    const ignored = readFileSync(join(root, '.dockerignore'), 'utf8').split('\n');
    for (const entry of ['.git', '**/node_modules', '**/dist', '.data', '**/.env'])
      expect(ignored).toContain(entry);
  });
});

describe('deploy/chorus.service', () => {
  const unit = readText('chorus.service');

  it('runs the built entry as its own user with the settings from an EnvironmentFile, restarted on failure', () => {
    expect(unit).toMatch(/^ExecStart=\/usr\/bin\/node packages\/server\/dist\/main\.js$/m);
    expect(unit).toMatch(/^User=chorus$/m);
    expect(unit).toMatch(/^EnvironmentFile=\/etc\/chorus\/chorus\.env$/m);
    expect(unit).toMatch(/^Restart=on-failure$/m);
  });

  it('is hardened: no new privileges, a read-only system but for its state folder (the PGlite folder)', () => {
    for (const line of [
      'NoNewPrivileges=true',
      'ProtectSystem=strict',
      'ReadWritePaths=/var/lib/chorus',
      'CapabilityBoundingSet=',
    ])
      expect(unit.split('\n')).toContain(line);
    expect(unit).toMatch(/PGLITE_DIR=\/var\/lib\/chorus\//);
  });

  const analyze = ['/usr/bin/systemd-analyze', '/bin/systemd-analyze'].find((path) => existsSync(path));
  it.skipIf(!analyze)('passes systemd-analyze verify (no unknown or invalid setting)', () => {
    const result = spawnSync(analyze as string, ['verify', join(root, 'deploy/chorus.service')], {
      encoding: 'utf8',
    });
    const complaints = `${result.stdout}${result.stderr}`
      .split('\n')
      // The unit's user and paths exist only on a server it is installed on.
      .filter((line) => /Unknown|Invalid|Failed to parse|ignoring/i.test(line));
    expect(complaints).toEqual([]);
  });
});

it('docs/server.md names only files of the kit that exist, and git ignores deploy/.env', () => {
  const docs = readFileSync(join(root, 'docs/server.md'), 'utf8');
  // deploy/.env is the operator's own copy of .env.example (ignored by git, checked below).
  for (const [, path] of docs.matchAll(/\b(deploy\/[\w.-]+|scripts\/[\w.-]+\.(?:mjs|ts))\b/g))
    if (path !== 'deploy/.env') expect(existsSync(join(root, path as string)), path).toBe(true);
  expect(
    execFileSync('git', ['check-ignore', '-q', '--no-index', 'deploy/.env'], { cwd: root }).toString(),
  ).toBe('');
});
