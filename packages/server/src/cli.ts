import { parseArgs } from 'node:util';
import { developmentSecret, type ListenOptions, startServer } from './app';
import { describeDatabase, readConfig, type ServerConfig } from './config';
import { createLogger } from './log';
import { type Database, knownMigrations, openDatabase, SchemaMismatch } from './db/database';
import { FolderInUse } from './db/dataLock';
import { databaseReason } from './db/unavailable';
import { AccountExists, NoSuchAccount, adminInputProblems, createAdmin, setHosting } from './store/admin';

/**
 * The server's commands (`node packages/server/dist/main.js <command>`, `npm run server -- <command>`). Every
 * setting comes from the environment (config.ts; docs/server.md has the table). A command that ends resolves
 * with its exit code; `serve` resolves with null once it listens.
 */
export const USAGE = `Usage: node packages/server/dist/main.js [command] [options]

Commands:
  serve          the Chorus server on HOST:PORT (the default)
  migrate        apply the database migrations, then exit (safe from several instances at once)
  create-admin   make an administrator account, then exit:
                   --email <address>   or CHORUS_ADMIN_EMAIL
                   --name <name>       or CHORUS_ADMIN_NAME
                   the password from CHORUS_ADMIN_PASSWORD, or --password-stdin (its first line);
                   never on the command line, where other users of the machine can read it
  grant-host     let an account host meetings (a registrant is an attendee), then exit:
                   --email <address>   (--revoke takes hosting back)
  help           this text

The settings come from the environment: see docs/server.md.`;

type Env = Record<string, string | undefined>;

function configOf(env: Env): ServerConfig | null {
  const { config, errors } = readConfig(env);
  for (const error of errors) console.error(error);
  return errors.length > 0 ? null : config;
}

/** The one line a failed start prints: what is wrong and what to do, not a stack. */
export function startFailure(error: unknown): string {
  if (
    error instanceof FolderInUse ||
    error instanceof SchemaMismatch ||
    error instanceof AccountExists ||
    error instanceof NoSuchAccount
  )
    return error.message;
  return `The server could not start: ${databaseReason(error)}`;
}

/** The server's options from its configuration (what `serve` starts). */
export function serverOptions(config: ServerConfig, jwtSecret: string): ListenOptions {
  return {
    host: config.host,
    port: config.port,
    jwtSecret,
    allowedOrigins: config.allowedOrigins,
    log: config.log,
    ...(config.firebase ? { firebase: config.firebase } : {}),
    database: config.database,
    requestTimeoutMs: config.requestTimeoutMs,
    readyTimeoutMs: config.readyTimeoutMs,
    liveHeartbeatMs: config.liveHeartbeatMs,
    seed: config.seed === 'demo',
    migrate: config.migrate === 'auto',
    registration: config.registration,
    trustProxy: config.trustProxy,
    passwordHashing: config.passwordHashing,
    ...(config.metrics.mode === 'off'
      ? {}
      : {
          metrics: {
            ...(config.metrics.token ? { token: config.metrics.token } : {}),
            ...(config.metrics.port !== undefined ? { port: config.metrics.port } : {}),
            host: config.metrics.host,
          },
        }),
  };
}

async function serve(env: Env): Promise<number | null> {
  const config = configOf(env);
  if (!config) return 1;
  // One JSON line per event on stdout (log.ts). LOG=0 silences the line per request only (app.ts): the start-up
  // lines stay, since scripts and service managers wait for "Chorus server on".
  const logger = createLogger();
  let jwtSecret = config.jwtSecret;
  if (!jwtSecret) {
    jwtSecret = developmentSecret();
    // Never the secret itself: a log is read by more people than the server's own environment.
    logger.warn(
      'JWT_SECRET is not set: a development secret is made for this run (sessions end at a restart)',
    );
  }
  if (config.seed === 'demo' && config.production)
    logger.warn(
      'CHORUS_SEED=demo in production: an empty database gets the demo accounts, whose passwords are public',
    );
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer({ ...serverOptions(config, jwtSecret), logger });
  } catch (error) {
    console.error(startFailure(error));
    return 1;
  }
  logger.info(
    {
      url: server.url,
      database: describeDatabase(config.database),
      registration: config.registration,
      seed: config.seed,
      metrics: server.metricsUrl ?? config.metrics.mode,
    },
    // scripts/start-server.mjs and bench-server.mjs wait for these words.
    `Chorus server on ${server.url} (${describeDatabase(config.database)}). Registration: ${config.registration}${config.seed === 'demo' ? '; demo seed: on (an empty database gets the README’s demo accounts)' : ''}`,
  );

  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      logger.info(`${signal}: finishing the requests in flight…`);
      server.stop().then(
        () => process.exit(0),
        (error) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
  return null;
}

/** Opens the configured database, runs `work`, closes it; a failure is one line on stderr and exit code 1. */
async function withDatabase(env: Env, work: (database: Database, config: ServerConfig) => Promise<void>) {
  const config = configOf(env);
  if (!config) return 1;
  let database: Database | undefined;
  try {
    database = openDatabase(config.database);
    await work(database, config);
    return 0;
  } catch (error) {
    console.error(startFailure(error));
    return 1;
  } finally {
    await database?.close().catch(() => {});
  }
}

function migrate(env: Env): Promise<number> {
  return withDatabase(env, async (database, config) => {
    const { applied } = await database.prepare({ migrate: true });
    console.log(
      `${describeDatabase(config.database)}: ${applied} migration(s) applied; the schema is current (${knownMigrations().at(-1)?.tag}).`,
    );
  });
}

async function readStdinLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

async function createAdminCommand(args: readonly string[], env: Env): Promise<number> {
  let options: { email?: string; name?: string; 'password-stdin'?: boolean };
  try {
    ({ values: options } = parseArgs({
      args: [...args],
      options: { email: { type: 'string' }, name: { type: 'string' }, 'password-stdin': { type: 'boolean' } },
      strict: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const input = {
    email: options.email ?? env.CHORUS_ADMIN_EMAIL ?? '',
    name: options.name ?? env.CHORUS_ADMIN_NAME ?? '',
    password: options['password-stdin'] ? await readStdinLine() : (env.CHORUS_ADMIN_PASSWORD ?? ''),
  };
  const problems = adminInputProblems(input);
  if (problems.length > 0) {
    console.error(`create-admin needs ${problems.join('; ')}.`);
    return 2;
  }
  return withDatabase(env, async (database, config) => {
    await database.prepare({ migrate: config.migrate === 'auto' });
    await createAdmin(database.db, input);
    // The address and the role: never the password.
    console.log(`Administrator ${input.email.trim()} created (role admin, a host).`);
  });
}

async function grantHostCommand(args: readonly string[], env: Env): Promise<number> {
  let options: { email?: string; revoke?: boolean };
  try {
    ({ values: options } = parseArgs({
      args: [...args],
      options: { email: { type: 'string' }, revoke: { type: 'boolean' } },
      strict: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const email = options.email?.trim() ?? '';
  if (!email) {
    console.error('grant-host needs --email <address>.');
    return 2;
  }
  return withDatabase(env, async (database, config) => {
    await database.prepare({ migrate: config.migrate === 'auto' });
    await setHosting(database.db, email, !options.revoke);
    console.log(`${email}: ${options.revoke ? 'no longer hosts' : 'hosts meetings'} from its next request.`);
  });
}

/** Runs `argv`'s command: its exit code, or null for `serve` (it runs until a signal stops it). */
export async function runCommand(argv: readonly string[], env: Env): Promise<number | null> {
  const [command = 'serve', ...rest] = argv;
  switch (command) {
    case 'serve':
      return serve(env);
    case 'migrate':
      return migrate(env);
    case 'create-admin':
      return createAdminCommand(rest, env);
    case 'grant-host':
      return grantHostCommand(rest, env);
    case 'help':
    case '--help':
    case '-h':
      console.log(USAGE);
      return 0;
    default:
      console.error(`Unknown command "${command}".\n\n${USAGE}`);
      return 2;
  }
}
