import { describe, expect, it } from 'vitest';
import { decodeJwt, encodeUnsignedJwt, isTokenExpired, tokenState } from './token';

const now = Date.UTC(2026, 10, 22, 12, 0, 0);
const seconds = Math.floor(now / 1000);

describe('token expiry', () => {
  it('reads the payload of a JWT', () => {
    const token = encodeUnsignedJwt({ sub: 'user-host', exp: seconds + 60 });
    expect(decodeJwt(token)).toMatchObject({ sub: 'user-host', exp: seconds + 60 });
  });

  it('is valid while exp is in the future', () => {
    expect(tokenState(encodeUnsignedJwt({ exp: seconds + 1 }), now)).toBe('valid');
    expect(isTokenExpired(encodeUnsignedJwt({ exp: seconds + 172_800 }), now)).toBe(false);
  });

  it('is expired once exp is now or in the past', () => {
    expect(tokenState(encodeUnsignedJwt({ exp: seconds }), now)).toBe('expired');
    expect(isTokenExpired(encodeUnsignedJwt({ exp: seconds - 1 }), now)).toBe(true);
  });

  it('treats a token without exp as not expiring', () => {
    expect(tokenState(encodeUnsignedJwt({ sub: 'x' }), now)).toBe('valid');
  });

  it('calls malformed tokens invalid', () => {
    expect(tokenState('not-a-jwt', now)).toBe('invalid');
    expect(tokenState('a.b.c', now)).toBe('invalid');
    expect(tokenState('', now)).toBe('invalid');
    expect(tokenState(null, now)).toBe('invalid');
    expect(tokenState(encodeUnsignedJwt({ exp: 'tomorrow' as unknown as number }), now)).toBe('invalid');
  });

  it('decodes UTF-8 claims', () => {
    expect(decodeJwt(encodeUnsignedJwt({ name: 'Zoë Ünal' }))?.name).toBe('Zoë Ünal');
  });
});
