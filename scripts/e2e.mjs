// End-to-end tests: build the demo once (skip with --no-build), serve it on a
// free loopback port, and run the Playwright suite in e2e/ against it.
import { join } from 'node:path';
import { buildForServer, serverDemoDir } from './front.mjs';
import { bin, freePort, root, run } from './lib.mjs';
import { PRECACHE_COOKIE, serveStatic } from './serve.mjs';

const args = process.argv.slice(2);
const noBuild = args.includes('--no-build');
const passThrough = args.filter((arg) => arg !== '--no-build');

// The live meeting against a Chorus server (e2e/server-live.e2e.ts) needs the server and a demo built for it:
// built once, only when that test is part of the run (all tests, or its file named).
const files = passThrough.filter((arg) => /\.e2e\.ts$|^e2e\//.test(arg));
const withServer = files.length === 0 || files.some((file) => file.includes('server-live'));
if (!noBuild) {
  const code = await run(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: join(root, 'apps/demo') });
  if (code !== 0) process.exit(code);
  if (withServer) {
    const serverCode = await buildForServer();
    if (serverCode !== 0) process.exit(serverCode);
  }
}
const port = await freePort();
// The service worker's caching of the whole build is served only to a browser context that carries the
// PRECACHE_COOKIE (e2e/support.ts `withOfflineCache`): the tests of the demo offline. The others would each spend a
// second of CPU caching 400 files they never read.
const server = await serveStatic(join(root, 'apps/demo/dist'), port, {
  escapeLog: true,
  precache: (req) => (req.headers.cookie ?? '').split(/;\s*/).includes(`${PRECACHE_COOKIE}=1`),
});
let code = await run(bin('playwright'), ['test', '--config', 'e2e/playwright.config.ts', ...passThrough], {
  env: {
    ...process.env,
    E2E_BASE_URL: `http://127.0.0.1:${port}`,
    ...(withServer ? { E2E_SERVER_DEMO_DIR: serverDemoDir } : {}),
  },
});
server.close();
// The demo's API runs in its service worker: no request of the whole run may have reached the static server.
if (server.apiEscapes.length > 0) {
  console.error(`FAILED: ${server.apiEscapes.length} API request(s) reached the static server:`);
  for (const entry of server.apiEscapes.slice(0, 20)) console.error(`  ${entry}`);
  code = code || 1;
} else console.log('No API request reached the static server.');
process.exit(code);
