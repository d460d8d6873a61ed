import { isIP } from 'node:net';
import type { Context } from 'hono';

/**
 * Who sent a request, for the sign-in throttle and the log: the socket's peer address, or, when that peer is a
 * proxy the operator trusts (TRUST_PROXY), the address that proxy says it received the request from: the last
 * X-Forwarded-For entry that is not itself a trusted proxy. A client cannot choose its address by sending the
 * header: only a trusted proxy's header is read, and only the entries the trusted proxies appended.
 */
const normal = (address: string) => {
  const bare = address.trim().replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  return (mapped?.[1] ?? bare).toLowerCase();
};

/** The socket's peer address ('' when the request did not come through a socket, e.g. app.request in tests). */
export function socketAddress(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return normal(env?.incoming?.socket?.remoteAddress ?? '');
}

export function clientAddress(c: Context, trustedProxies: readonly string[]): string {
  const peer = socketAddress(c);
  if (trustedProxies.length === 0 || !trustedProxies.includes(peer)) return peer;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map(normal)
    .filter((entry) => isIP(entry) !== 0);
  for (let index = forwarded.length - 1; index >= 0; index -= 1) {
    const entry = forwarded[index] as string;
    if (!trustedProxies.includes(entry)) return entry;
  }
  return forwarded[0] ?? peer;
}

/** TRUST_PROXY's addresses, normalised (what is not an IP address is reported). */
export function trustedProxyList(raw: string): { addresses: string[]; wrong: string[] } {
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return {
    addresses: entries.filter((entry) => isIP(normal(entry)) !== 0).map(normal),
    wrong: entries.filter((entry) => isIP(normal(entry)) === 0),
  };
}
