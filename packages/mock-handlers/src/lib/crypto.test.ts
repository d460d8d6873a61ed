import { describe, expect, test } from 'vitest';
import { base64UrlDecode, base64UrlEncode, hashPassword, signJwt, verifyJwt } from './crypto';

describe('Web Crypto helpers', () => {
  test('an HS256 token verifies until it expires, and not when tampered with', async () => {
    const now = 1_700_000_000;
    const token = await signJwt({ sub: 'u1', iat: now, exp: now + 60 }, 'secret');
    expect((await verifyJwt(token, 'secret', now))?.sub).toBe('u1');
    expect(await verifyJwt(token, 'secret', now + 61)).toBeNull();
    expect(await verifyJwt(token, 'other', now)).toBeNull();
    const [header, , signature] = token.split('.');
    const forged = base64UrlEncode(
      new TextEncoder().encode(JSON.stringify({ sub: 'admin', iat: now, exp: now + 60 })),
    );
    expect(await verifyJwt(`${header}.${forged}.${signature}`, 'secret', now)).toBeNull();
    expect(await verifyJwt('a.b', 'secret', now)).toBeNull();
  });

  test('password hashes are salted and stable', async () => {
    expect(await hashPassword('chorus-host', 'seed-host')).toBe(
      'cacb8797834290e914d772d81b1a819656481d04c9a05b3d40849ab8c82fb74c',
    );
    expect(await hashPassword('chorus-host', 'other')).not.toBe(
      await hashPassword('chorus-host', 'seed-host'),
    );
  });

  test('base64url round-trips', () => {
    const bytes = Uint8Array.from([0, 250, 251, 252, 253, 254, 255]);
    expect(base64UrlDecode(base64UrlEncode(bytes))).toEqual(bytes);
  });
});
