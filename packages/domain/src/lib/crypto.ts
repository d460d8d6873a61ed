/**
 * Web Crypto helpers (globalThis.crypto.subtle: Node 22 and browsers alike):
 * HS256 JSON Web Tokens and PBKDF2 password hashes.
 */
const encoder = new TextEncoder();
const decoder = new TextDecoder();

function subtle(): SubtleCrypto {
  const api = globalThis.crypto?.subtle;
  if (!api) throw new Error('Web Crypto is unavailable (the mock API needs a secure context)');
  return api;
}

export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function base64UrlDecode(text: string): Uint8Array {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function toHex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * PBKDF2-HMAC-SHA256 iterations of new password hashes (OWASP's 2023 figure for this hash). Each stored hash
 * records its own count, so raising this later re-hashes nothing and breaks no stored password.
 */
export const PASSWORD_ITERATIONS = 600_000;

/** Hex PBKDF2-HMAC-SHA256 (32 bytes) of the password with the salt; a slow hash on purpose. */
export async function hashPassword(
  password: string,
  salt: string,
  iterations: number = PASSWORD_ITERATIONS,
): Promise<string> {
  const key = await subtle().importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await subtle().deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: encoder.encode(salt), iterations },
    key,
    256,
  );
  return toHex(bits);
}

/** Compares two strings in time that depends on their length only (hashes of equal length). */
export function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

export interface JwtPayload {
  sub: string;
  iat: number;
  exp: number;
  [claim: string]: unknown;
}

const keys = new Map<string, Promise<CryptoKey>>();
function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = subtle().importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keys.set(secret, key);
  }
  return key;
}

export async function signJwt(payload: JwtPayload, secret: string): Promise<string> {
  const header = base64UrlEncode(encoder.encode(JSON.stringify({ alg: 'HS256', typ: 'JWT' })));
  const body = base64UrlEncode(encoder.encode(JSON.stringify(payload)));
  const signature = await subtle().sign('HMAC', await hmacKey(secret), encoder.encode(`${header}.${body}`));
  return `${header}.${body}.${base64UrlEncode(new Uint8Array(signature))}`;
}

/** The payload of a well-signed, unexpired HS256 token; null for anything else. */
export async function verifyJwt(token: string, secret: string, nowSeconds = Date.now() / 1000) {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, body, signature] = parts as [string, string, string];
  try {
    const head = JSON.parse(decoder.decode(base64UrlDecode(header))) as { alg?: unknown };
    if (head.alg !== 'HS256') return null;
    const valid = await subtle().verify(
      'HMAC',
      await hmacKey(secret),
      base64UrlDecode(signature) as Uint8Array<ArrayBuffer>,
      encoder.encode(`${header}.${body}`),
    );
    if (!valid) return null;
    const payload = JSON.parse(decoder.decode(base64UrlDecode(body))) as Partial<JwtPayload>;
    if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
    if (payload.exp <= nowSeconds) return null;
    return payload as JwtPayload;
  } catch {
    return null;
  }
}
