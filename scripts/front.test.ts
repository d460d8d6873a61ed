import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { serveFront } from './front.mjs';

/**
 * The front's proxy and the live channel: when the API server's half of a stream ends or dies, the browser's half
 * must end too. Left open, the page believes it is live and stops polling (issue 28: "The client in a fault").
 */

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A stand-in API server: `/api/live` opens a stream and hands its response to the test. */
async function fakeApi(): Promise<{ url: string; streams: ServerResponse[]; server: Server }> {
  const streams: ServerResponse[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/api/live') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
      res.write('retry: 1000\n\n');
      streams.push(res);
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, streams, server };
}

async function front(apiUrl: string) {
  const dir = mkdtempSync(join(tmpdir(), 'front-'));
  writeFileSync(join(dir, 'index.html'), '<p>Chorus</p>');
  const served = await serveFront({ dir, apiUrl });
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  cleanups.push(() => served.close());
  return served;
}

/** Opens the live stream through the front; resolves once its first bytes came, with a promise of its end. */
function openStream(url: string): Promise<{ ended: Promise<string>; response: IncomingMessage }> {
  return new Promise((resolve, reject) => {
    const request = get(`${url}/api/live`, { headers: { accept: 'text/event-stream' } }, (response) => {
      const ended = new Promise<string>((done) => {
        response.on('end', () => done('end'));
        response.on('error', () => done('error'));
        response.on('close', () => done('close'));
      });
      response.once('data', () => resolve({ ended, response }));
    });
    request.on('error', reject);
    cleanups.push(() => {
      request.destroy();
    });
  });
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), ms)),
  ]);

test('a stream the API server ends is ended for the browser too', async () => {
  const api = await fakeApi();
  const served = await front(api.url);
  const { ended } = await openStream(served.url);
  api.streams[0]?.end();
  expect(await within(ended, 2_000)).not.toBe('still open');
});

test('a stream whose API server dies (its connection dropped mid-stream) is ended for the browser', async () => {
  const api = await fakeApi();
  const served = await front(api.url);
  const { ended } = await openStream(served.url);
  // The server process is gone: its socket closes without the chunked stream's last chunk.
  api.streams[0]?.socket?.destroy();
  expect(await within(ended, 2_000)).not.toBe('still open');
});

test('a stream whose API server resets the connection is ended for the browser, with no error text written into it', async () => {
  const api = await fakeApi();
  const served = await front(api.url);
  const { ended, response } = await openStream(served.url);
  let after = '';
  response.on('data', (chunk) => {
    after += String(chunk);
  });
  api.streams[0]?.socket?.resetAndDestroy?.();
  expect(await within(ended, 2_000)).not.toBe('still open');
  // The event stream is not polluted with a JSON error body (it would be read as garbage by the parser).
  expect(after).not.toContain('"error"');
});

test('a plain call still passes through', async () => {
  const api = await fakeApi();
  const served = await front(api.url);
  const answer = await fetch(`${served.url}/api/ping`);
  expect(await answer.json()).toEqual({ ok: true });
});
