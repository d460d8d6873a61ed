// A tiny static server for built single-page apps: gzip for text assets (as a
// real host would serve them), immutable caching for hashed assets, and the
// index.html fallback for client-side routes. Used by the e2e tests, the size
// budget and the package check, so they all measure the same thing.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
  '.ico': 'image/x-icon',
};
/**
 * The cookie with which a browser context asks a test server (scripts/e2e.mjs) to serve its service worker's
 * caching of the build (see `precache` below).
 */
export const PRECACHE_COOKIE = 'chorus-e2e-precache';

const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map']);

/**
 * Compressed files, by path, size and modification time: a built file is compressed once however many browser
 * contexts load it (every e2e test's and every size route's service worker caches the whole build). The bytes
 * are those gzip -9 would send each time.
 */
const gzipped = new Map();
function gzippedFile(file) {
  const { size, mtimeMs } = statSync(file);
  const key = `${file}\0${size}\0${mtimeMs}`;
  let body = gzipped.get(key);
  if (!body) {
    body = gzipSync(readFileSync(file), { level: 9 });
    gzipped.set(key, body);
  }
  return body;
}

/**
 * Serves `dir` on `port`. `onSent({ path, type, bytes, precache })` is called after each
 * response with the bytes actually written to the socket (after gzip); `precache` is true
 * for the demo service worker's own fetches of the build (its `x-chorus-precache` header).
 *
 * A static host has no API: a request under /api/ is answered 404 and recorded. The
 * demo's API runs in its service worker, so none should ever arrive; with
 * `escapeLog: true`, `GET /__e2e__/api-escapes` answers the list (the e2e tests read it),
 * and `server.apiEscapes` holds it.
 *
 * `precache(req)`: whether to serve the demo service worker's caching of the whole build (its fetches carry the
 * `x-chorus-precache` header). Every browser context's worker caches every file of the build once its page is
 * idle (~1 s of Chromium's CPU a context, measured); a test that never cuts the network does not need it. When it
 * answers false the fetch gets a 404 and the worker caches nothing (it stores only answers that are ok).
 */
export function serveStatic(
  dir,
  port,
  { host = '127.0.0.1', onSent, escapeLog = false, precache = () => true } = {},
) {
  const apiEscapes = [];
  const server = createServer((req, res) => {
    let contentType = '';
    const path = req.url ?? '/';
    if (escapeLog && path === '/__e2e__/api-escapes') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(apiEscapes));
      return;
    }
    if (req.headers['x-chorus-precache'] === '1' && !precache(req)) {
      res.writeHead(404, { 'cache-control': 'no-store' }).end();
      return;
    }
    if (path.startsWith('/api/')) {
      apiEscapes.push(`${req.method} ${path}`);
      res.writeHead(404, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'A static host has no API' } }));
      return;
    }
    if (onSent) {
      let bytes = 0;
      const write = res.write.bind(res);
      const end = res.end.bind(res);
      res.write = (chunk, ...rest) => {
        if (chunk) bytes += Buffer.byteLength(chunk);
        return write(chunk, ...rest);
      };
      res.end = (chunk, ...rest) => {
        if (chunk && typeof chunk !== 'function') bytes += Buffer.byteLength(chunk);
        const result = end(chunk, ...rest);
        onSent({ path, type: contentType, bytes, precache: req.headers['x-chorus-precache'] === '1' });
        return result;
      };
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    let file = normalize(join(dir, decodeURIComponent(url.pathname)));
    if (!file.startsWith(dir)) {
      res.writeHead(403).end();
      return;
    }
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html');
    const ext = extname(file);
    const headers = { 'content-type': types[ext] ?? 'application/octet-stream' };
    contentType = headers['content-type'];
    headers['cache-control'] = url.pathname.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : 'no-cache';
    if (url.pathname.endsWith('mockServiceWorker.js')) headers['service-worker-allowed'] = '/';
    const gzip = compressible.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (gzip) headers['content-encoding'] = 'gzip';
    res.writeHead(200, headers);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    if (gzip) res.end(gzippedFile(file));
    else createReadStream(file).pipe(res);
  });
  server.apiEscapes = apiEscapes;
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

// `node scripts/serve.mjs <dir> <port>` serves a folder until stopped.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir = 'apps/demo/dist', port = '4321'] = process.argv.slice(2);
  const absolute = normalize(join(process.cwd(), dir));
  if (!existsSync(join(absolute, 'index.html'))) {
    console.error(`${dir} has no index.html: build it first (npm run build-storybook, npm run build).`);
    process.exit(1);
  }
  await serveStatic(absolute, Number(port));
  console.log(`Serving ${absolute} on http://127.0.0.1:${port}`);
}
