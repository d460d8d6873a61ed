import { describe, expect, test } from 'vitest';
import {
  PASSWORD_ITERATIONS,
  base64UrlDecode,
  base64UrlEncode,
  hashPassword,
  sameText,
  signJwt,
  verifyJwt,
} from './crypto';

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

  test('password hashes are PBKDF2-SHA256 (600,000 iterations), salted and stable', async () => {
    expect(PASSWORD_ITERATIONS).toBeGreaterThanOrEqual(600_000);
    // The reference value: node -e "crypto.pbkdf2Sync('chorus-host','seed-host',600000,32,'sha256').toString('hex')"
    expect(await hashPassword('chorus-host', 'seed-host')).toBe(
      'c95f5e922c4d5e6501953cf5a2e573b04b206875f4cdbf2de25bda9f5384e197',
    );
    expect(await hashPassword('chorus-host', 'seed-host', 1000)).not.toBe(
      await hashPassword('chorus-host', 'seed-host'),
    );
    expect(await hashPassword('chorus-host', 'other')).not.toBe(
      await hashPassword('chorus-host', 'seed-host'),
    );
  });

  test('sameText compares hashes whole', () => {
    expect(sameText('abc', 'abc')).toBe(true);
    expect(sameText('abc', 'abd')).toBe(false);
    expect(sameText('abc', 'ab')).toBe(false);
  });

  test('base64url round-trips', () => {
    const bytes = Uint8Array.from([0, 250, 251, 252, 253, 254, 255]);
    expect(base64UrlDecode(base64UrlEncode(bytes))).toEqual(bytes);
  });
});
