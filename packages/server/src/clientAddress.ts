import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';

/**
 * Who sent a request, for the sign-in throttle and the log: the socket's peer address, or, when that peer is a
 * proxy the operator trusts (TRUST_PROXY: addresses or CIDR ranges), the address that proxy says it received the request from: the last
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

/** Whether an address is one of the trusted proxies' (an address, or a CIDR range such as `172.16.0.0/12`). */
export function trusts(trustedProxies: readonly string[]): (address: string) => boolean {
  if (trustedProxies.length === 0) return () => false;
  const list = new BlockList();
  for (const entry of trustedProxies) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}

export function clientAddress(c: Context, trusted: (address: string) => boolean): string {
  const peer = socketAddress(c);
  if (!trusted(peer)) return peer;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map(normal)
    .filter((entry) => isIP(entry) !== 0);
  for (let index = forwarded.length - 1; index >= 0; index -= 1) {
    const entry = forwarded[index] as string;
    if (!trusted(entry)) return entry;
  }
  return forwarded[0] ?? peer;
}

const validEntry = (entry: string) => {
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  const size = Number(bits);
  return /^\d+$/.test(bits) && size >= 0 && size <= (family === 6 ? 128 : 32);
};

/** TRUST_PROXY's addresses and CIDR ranges, normalised (what is neither is reported). */
export function trustedProxyList(raw: string): { addresses: string[]; wrong: string[] } {
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [address = '', bits] = entry.split('/');
      return bits === undefined ? normal(address) : `${normal(address)}/${bits}`;
    });
  return { addresses: entries.filter(validEntry), wrong: entries.filter((entry) => !validEntry(entry)) };
}
