import { base64UrlDecode } from './crypto';

/**
 * Firebase ID tokens, verified as Firebase documents for a third-party JWT library ("Verify ID tokens"): an
 * RS256 signature by one of Google's published keys (by `kid`), `aud` the project, `iss`
 * `https://securetoken.google.com/<project>`, a non-empty `sub`, `exp` in the future, `iat` and `auth_time` in
 * the past. Web Crypto only, so the mock (browser or Node) and the server share it.
 *
 * The Auth emulator signs nothing (`alg: none`): its tokens are accepted only in emulator mode, as firebase-admin
 * does when FIREBASE_AUTH_EMULATOR_HOST is set. Claims are checked in both modes.
 */
export const GOOGLE_FIREBASE_KEYS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

export interface FirebaseTokenOptions {
  /** The Firebase project the tokens must be issued for (required unless `emulator`). */
  projectId?: string;
  /** Accept the Auth emulator's unsigned tokens (never in production). */
  emulator?: boolean;
  /** The public keys that sign ID tokens (default: Google's, fetched and cached: `googleFirebaseKeys`). */
  keys?: () => Promise<readonly JsonWebKey[]>;
}

/** The Firebase user (uid) of a verified ID token, or null. */
export type FirebaseTokenVerifier = (token: string, nowSeconds?: number) => Promise<{ sub: string } | null>;

/** Seconds of clock difference tolerated on `iat` and `auth_time`. */
const CLOCK_SKEW_SECONDS = 60;
const decoder = new TextDecoder();
const encoder = new TextEncoder();

function decodePart(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(decoder.decode(base64UrlDecode(part)));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function claimsHold(claims: Record<string, unknown>, projectId: string | undefined, now: number): boolean {
  const { aud, iss, sub, exp, iat, auth_time: authTime } = claims;
  if (typeof aud !== 'string' || aud === '' || (projectId !== undefined && aud !== projectId)) return false;
  if (iss !== `https://securetoken.google.com/${aud}`) return false;
  if (typeof sub !== 'string' || sub === '' || sub.length > 128) return false;
  if (typeof exp !== 'number' || exp <= now) return false;
  if (typeof iat !== 'number' || iat > now + CLOCK_SKEW_SECONDS) return false;
  if (authTime !== undefined && (typeof authTime !== 'number' || authTime > now + CLOCK_SKEW_SECONDS)) {
    return false;
  }
  return true;
}

async function signedBy(keys: readonly JsonWebKey[], kid: unknown, signed: string, signature: string) {
  const jwk = keys.find((key) => (key as { kid?: unknown }).kid === kid && key.kty === 'RSA');
  if (!jwk || typeof kid !== 'string') return false;
  const { n, e, kty } = jwk;
  const key = await crypto.subtle.importKey(
    'jwk',
    { kty, n, e },
    { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  return crypto.subtle.verify(
    'RSASSA-PKCS1-v1_5',
    key,
    base64UrlDecode(signature) as Uint8Array<ArrayBuffer>,
    encoder.encode(signed),
  );
}

/** A verifier of Firebase ID tokens: the uid of a verified token, null for anything else (never throws). */
export function firebaseTokenVerifier(options: FirebaseTokenOptions): FirebaseTokenVerifier {
  const { projectId, emulator = false, keys = googleFirebaseKeys } = options;
  return async (token, nowSeconds = Date.now() / 1000) => {
    if (!emulator && !projectId) return null;
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [headerPart, bodyPart, signature] = parts as [string, string, string];
    const header = decodePart(headerPart);
    const claims = decodePart(bodyPart);
    if (!header || !claims || !claimsHold(claims, projectId, nowSeconds)) return null;
    if (!emulator) {
      if (header.alg !== 'RS256' || signature === '') return null;
      try {
        if (!(await signedBy(await keys(), header.kid, `${headerPart}.${bodyPart}`, signature))) return null;
      } catch {
        return null;
      }
    }
    return { sub: claims.sub as string };
  };
}

/** Refuses every Firebase token: no Firebase project is configured. */
export const noFirebase: FirebaseTokenVerifier = async () => null;

let cached: { keys: readonly JsonWebKey[]; until: number } | null = null;

/**
 * Google's public keys of Firebase ID tokens, cached for as long as their Cache-Control allows (an hour if it
 * says nothing); none when they cannot be fetched, so every token is refused.
 */
export async function googleFirebaseKeys(): Promise<readonly JsonWebKey[]> {
  const now = Date.now();
  if (cached && cached.until > now) return cached.keys;
  const response = await fetch(GOOGLE_FIREBASE_KEYS_URL);
  if (!response.ok) throw new Error(`Google's keys answered ${response.status}`);
  const body = (await response.json()) as { keys?: unknown };
  const keys = Array.isArray(body.keys) ? (body.keys as JsonWebKey[]) : [];
  const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1] ?? 3600);
  cached = { keys, until: now + maxAge * 1000 };
  return keys;
}
