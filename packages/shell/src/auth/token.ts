/**
 * Access-token helpers: decoding a JWT's payload (no signature check: the server
 * verifies) and the expiry test of §9, "real token expiry is checked against the
 * current time".
 */
export interface JwtPayload {
  sub?: string;
  iat?: number;
  exp?: number;
  [claim: string]: unknown;
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The payload of a JWT, or null when the token is not a well-formed JWT. */
export function decodeJwt(token: string): JwtPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
    return payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as JwtPayload) : null;
  } catch {
    return null;
  }
}

export type TokenState = 'valid' | 'expired' | 'invalid';

/**
 * 'invalid' for a malformed token, 'expired' when its `exp` (seconds) is at or
 * before `now` (milliseconds), 'valid' otherwise (a token without exp never expires).
 */
export function tokenState(token: string | null | undefined, now: number = Date.now()): TokenState {
  if (!token) return 'invalid';
  const payload = decodeJwt(token);
  if (!payload) return 'invalid';
  if (payload.exp === undefined) return 'valid';
  if (typeof payload.exp !== 'number' || !Number.isFinite(payload.exp)) return 'invalid';
  return payload.exp * 1000 <= now ? 'expired' : 'valid';
}

export function isTokenExpired(token: string, now: number = Date.now()): boolean {
  return tokenState(token, now) === 'expired';
}

/** Builds an unsigned JWT (tests and the e2e expired-token case). */
export function encodeUnsignedJwt(payload: JwtPayload): string {
  const encode = (value: unknown) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
}
