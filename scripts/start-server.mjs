// `npm run start:server`: the Chorus server with the demo built against it, on one origin.
//   1. builds the server (packages/server/dist, only when its sources changed) and the demo with VITE_API_URL=/api
//      (.tmp/demo-server); --no-build reuses both;
//   2. starts the API (packages/server/dist/main.js: PGlite in .data/pglite, or DATABASE_URL) on a loopback port;
//   3. serves the demo on HOST:PORT (127.0.0.1:8080 by default) and passes /api and /healthz on to the API.
// Environment: HOST, PORT, and the server's own (docs/server.md: DATABASE_URL, JWT_SECRET, PGLITE_DIR, CHORUS_SEED,
// CHORUS_REGISTRATION, LOG, …). Ctrl+C stops both, finishing the requests in flight.
import { spawn } from 'node:child_process';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { buildForServer, serveFront, serverDemoDir as outDir } from './front.mjs';
import { freePort, root } from './lib.mjs';

const noBuild = process.argv.includes('--no-build');
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 8080);

if (!noBuild) {
  const code = await buildForServer();
  if (code !== 0) process.exit(code);
}

const apiPort = await freePort();
const api = spawn(process.execPath, [join(root, 'packages/server/dist/main.js')], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, HOST: '127.0.0.1', PORT: String(apiPort) },
});
api.on('exit', (code) => {
  console.error(`The API server stopped (${code}).`);
  process.exit(code ?? 1);
});
// Its first lines until it listens: the development secret's notice, the database, the registration policy and
// whether the demo seed is on. Then the request logs.
let demoSeed = false;
await new Promise((resolve) => {
  let seen = '';
  api.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    seen += chunk;
    if (seen.includes('Chorus server on') && seen.includes('Registration:')) {
      demoSeed = seen.includes('demo seed: on');
      resolve();
    }
  });
});
const front = await serveFront({ dir: outDir, apiUrl: `http://127.0.0.1:${apiPort}`, host, port });
console.log(`\nChorus (demo + server) on ${front.url}`);
if (host === '0.0.0.0' || host === '::') {
  for (const entries of Object.values(networkInterfaces())) {
    for (const entry of entries ?? []) {
      if (!entry.internal && entry.family === 'IPv4')
        console.log(`  attendees on this network: http://${entry.address}:${front.port}`);
    }
  }
} else console.log('  (HOST=0.0.0.0 lets other machines join)');
// The README's demo accounts exist only where the server seeds them (CHORUS_SEED: PGlite in development).
if (demoSeed)
  console.log('  demo accounts: host@chorus.dev / chorus-host, attendee@chorus.dev / chorus-attendee');

// Stopping: the front stops taking requests and the API finishes those in flight; the wrapper ends with the API
// (its 'exit' above). Never without it: if the wrapper goes first for any reason, the API goes too.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    api.kill('SIGTERM');
    front.close().catch(() => undefined);
  });
}
process.on('exit', () => {
  if (api.exitCode === null && api.signalCode === null) api.kill('SIGKILL');
});
