import type { Context } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, trustedProxyList, trusts } from './clientAddress';

/** A request's context as clientAddress reads it: the socket's peer and the X-Forwarded-For header. */
const request = (peer: string, forwarded?: string) =>
  ({
    env: { incoming: { socket: { remoteAddress: peer } } },
    req: { header: (name: string) => (name === 'x-forwarded-for' ? forwarded : undefined) },
  }) as unknown as Context;

describe('the client of a request', () => {
  it('is the socket’s peer unless that peer is a trusted proxy: a client cannot choose its address', () => {
    const none = trusts([]);
    expect(clientAddress(request('::ffff:198.51.100.7', '203.0.113.1'), none)).toBe('198.51.100.7');
    const proxy = trusts(trustedProxyList('127.0.0.1').addresses);
    expect(clientAddress(request('198.51.100.7', '203.0.113.1'), proxy)).toBe('198.51.100.7');
    expect(clientAddress(request('127.0.0.1', '203.0.113.1'), proxy)).toBe('203.0.113.1');
    // What the client itself put in front is not believed: the last entry a trusted proxy did not add is.
    expect(clientAddress(request('127.0.0.1', 'forged, 203.0.113.1, 127.0.0.1'), proxy)).toBe('203.0.113.1');
    expect(clientAddress(request('127.0.0.1'), proxy)).toBe('127.0.0.1');
  });

  it('takes CIDR ranges (a compose network) and reports what is neither an address nor a range', () => {
    const { addresses, wrong } = trustedProxyList('172.16.0.0/12, 10.0.0.5, fd00::/8, nginx, 10.0.0.0/33');
    expect(addresses).toEqual(['172.16.0.0/12', '10.0.0.5', 'fd00::/8']);
    expect(wrong).toEqual(['nginx', '10.0.0.0/33']);
    const network = trusts(addresses);
    expect(clientAddress(request('172.18.0.4', '192.0.2.9'), network)).toBe('192.0.2.9');
    expect(clientAddress(request('::ffff:172.18.0.4', '192.0.2.9'), network)).toBe('192.0.2.9');
    expect(clientAddress(request('172.32.0.1', '192.0.2.9'), network)).toBe('172.32.0.1');
  });
});
