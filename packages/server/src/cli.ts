import { developmentSecret, startServer } from './app';
import { describeDatabase, readConfig, type ServerConfig } from './config';

/**
 * The server's commands (`node packages/server/dist/main.js <command>`, `npm run server -- <command>`):
 *   serve          (the default) the API on HOST:PORT
 *   help           this list
 * Every setting comes from the environment (config.ts; docs/server.md has the table).
 */
export const USAGE = `Usage: node packages/server/dist/main.js [command]

Commands:
  serve          the Chorus server on HOST:PORT (the default)
  help           this text

The settings come from the environment: see docs/server.md.`;

type Env = Record<string, string | undefined>;

function configOrExit(env: Env): ServerConfig {
  const { config, errors } = readConfig(env);
  if (errors.length > 0) {
    for (const error of errors) console.error(error);
    process.exit(1);
  }
  return config;
}

async function serve(env: Env): Promise<void> {
  const config = configOrExit(env);
  let jwtSecret = config.jwtSecret;
  if (!jwtSecret) {
    jwtSecret = developmentSecret();
    // Never the secret itself: a log is read by more people than the server's own environment.
    console.log(
      'JWT_SECRET is not set: a development secret is made for this run (sessions end at a restart)',
    );
  }
  const server = await startServer({
    host: config.host,
    port: config.port,
    jwtSecret,
    allowedOrigins: config.allowedOrigins,
    log: config.log,
    ...(config.firebase ? { firebase: config.firebase } : {}),
    database: config.database,
    requestTimeoutMs: config.requestTimeoutMs,
    readyTimeoutMs: config.readyTimeoutMs,
  });
  console.log(`Chorus server on ${server.url} (${describeDatabase(config.database)})`);

  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.log(`${signal}: finishing the requests in flight…`);
      server.stop().then(
        () => process.exit(0),
        (error) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
}

/** Runs `argv`'s command; a command that ends (not `serve`) exits the process with its code. */
export async function runCommand(argv: readonly string[], env: Env): Promise<void> {
  const [command = 'serve'] = argv;
  switch (command) {
    case 'serve':
      return serve(env);
    case 'help':
    case '--help':
    case '-h':
      console.log(USAGE);
      return;
    default:
      console.error(`Unknown command "${command}".\n\n${USAGE}`);
      process.exit(2);
  }
}
