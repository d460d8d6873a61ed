import { developmentSecret, startServer } from './app';

/**
 * `npm run server`: the Chorus server. Environment: HOST (127.0.0.1), PORT (8787), DATABASE_URL (postgres://…;
 * without it PGlite in PGLITE_DIR, default .data/pglite), JWT_SECRET (required when NODE_ENV=production),
 * ALLOWED_ORIGINS (comma-separated; default the demo's dev server), LOG=0 to silence the request logs,
 * FIREBASE_PROJECT_ID (getUser accepts that project's Firebase ID tokens, verified with Google's keys) and
 * FIREBASE_AUTH_EMULATOR_HOST (with it, the Auth emulator's unsigned tokens too, as firebase-admin does).
 */
const env = process.env;
const production = env.NODE_ENV === 'production';
let jwtSecret = env.JWT_SECRET ?? '';
if (!jwtSecret) {
  if (production) {
    console.error('JWT_SECRET is not set: the server refuses to start in production without it.');
    process.exit(1);
  }
  jwtSecret = developmentSecret();
  console.log(`JWT_SECRET is not set: using a development secret for this run (${jwtSecret})`);
}
const allowedOrigins = (env.ALLOWED_ORIGINS ?? 'http://127.0.0.1:5173,http://localhost:5173')
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);

const firebaseProject = env.FIREBASE_PROJECT_ID?.trim() ?? '';
const firebaseEmulator = Boolean(env.FIREBASE_AUTH_EMULATOR_HOST);
if (firebaseEmulator && production) {
  console.error(
    'FIREBASE_AUTH_EMULATOR_HOST is set: the server refuses to trust unsigned tokens in production.',
  );
  process.exit(1);
}

const server = await startServer({
  host: env.HOST ?? '127.0.0.1',
  port: Number(env.PORT ?? 8787),
  jwtSecret,
  allowedOrigins,
  log: env.LOG !== '0',
  ...(firebaseProject || firebaseEmulator
    ? { firebase: { ...(firebaseProject ? { projectId: firebaseProject } : {}), emulator: firebaseEmulator } }
    : {}),
  database: env.DATABASE_URL ? { url: env.DATABASE_URL } : { pgliteDir: env.PGLITE_DIR ?? '.data/pglite' },
});
console.log(
  `Chorus server on ${server.url} (${server.database.kind === 'pglite' ? `PGlite in ${env.PGLITE_DIR ?? '.data/pglite'}` : 'PostgreSQL'})`,
);

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
