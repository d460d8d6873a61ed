// End-to-end tests: build the demo once (skip with --no-build), serve it on a
// free loopback port, and run the Playwright suite in e2e/ against it.
import { join } from 'node:path';
import { bin, freePort, root, run } from './lib.mjs';
import { serveStatic } from './serve.mjs';

const args = process.argv.slice(2);
const noBuild = args.includes('--no-build');
const passThrough = args.filter((arg) => arg !== '--no-build');

if (!noBuild) {
  const code = await run(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: join(root, 'apps/demo') });
  if (code !== 0) process.exit(code);
}
const port = await freePort();
const server = await serveStatic(join(root, 'apps/demo/dist'), port);
const code = await run(bin('playwright'), ['test', '--config', 'e2e/playwright.config.ts', ...passThrough], {
  env: { ...process.env, E2E_BASE_URL: `http://127.0.0.1:${port}` },
});
server.close();
process.exit(code);
