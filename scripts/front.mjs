// The front of a Chorus server: one origin that serves the demo built for it (VITE_API_URL=/api) and passes
// /api/*, /healthz and /readyz on to the API server, streams included (the live channel's Server-Sent Events are piped
// as they come). Same origin: attendees on other machines open one URL, no CORS to configure.
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:http';
import { serveStatic } from './serve.mjs';
import { join } from 'node:path';
import { bin, freePort, root, run } from './lib.mjs';
import { buildServerIfStale } from './server-dist.mjs';

const isApi = (path) => path.startsWith('/api/') || path === '/healthz' || path === '/readyz';

function proxy(req, res, target) {
  const upstream = httpRequest(
    {
      host: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      res.flushHeaders();
      answer.pipe(res);
      // The upstream's half ended without its last chunk (the server died, its connection was reset): end the
      // browser's half too. `pipe` ends `res` only on a clean end; left open, a live stream would look alive to
      // the page forever, delivering nothing (issue 28).
      answer.on('close', () => {
        if (!answer.complete) res.destroy();
      });
      answer.on('error', () => res.destroy());
    },
  );
  upstream.on('error', () => {
    // Once the answer has begun (a stream), no JSON can follow: the browser's half is cut like the upstream's.
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { code: 'INTERNAL', message: 'The API server could not be reached' } }));
  });
  // The browser went away (a stream it no longer reads): stop the upstream request too.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
}

/** Serves `dir` on host:port, passing the API on to `apiUrl` (http://127.0.0.1:8787). Resolves with the server. */
export async function serveFront({ dir, apiUrl, host = '127.0.0.1', port = 0 }) {
  const api = new URL(apiUrl);
  const staticPort = await freePort();
  const files = await serveStatic(dir, staticPort);
  const statics = new URL(`http://127.0.0.1:${staticPort}`);
  const server = createServer((req, res) => proxy(req, res, isApi(req.url ?? '/') ? api : statics));
  await new Promise((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  const close = () =>
    new Promise((resolve) => {
      files.close();
      server.closeAllConnections?.();
      server.close(() => resolve());
    });
  return {
    server,
    port: address.port,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`,
    close,
  };
}

/** Where the demo built for a Chorus server goes (VITE_API_URL=/api: the same origin as the front). */
export const serverDemoDir = join(root, '.tmp/demo-server');

/** Builds the server (packages/server/dist) and the demo for it; resolves with the exit code (`runner`: as for
 * buildServerIfStale). */
export async function buildForServer({ runner = run } = {}) {
  const server = await buildServerIfStale({ runner });
  if (server !== 0) return server;
  return runner(bin('vite'), ['build', '--logLevel', 'warn', '--outDir', serverDemoDir, '--emptyOutDir'], {
    cwd: join(root, 'apps/demo'),
    env: { ...process.env, VITE_API_URL: '/api' },
  });
}
