import { expect, test } from 'vitest';
import { ApiFailure } from '../lib/errors';
import { guestThrottle, newGuestToken } from './meetings.guests';

test('a client past its tries in the window is refused with the wait, other clients are not, and the window moves on', () => {
  const throttle = guestThrottle({ tries: 3, windowSeconds: 60 });
  const start = 1_000_000;
  for (let i = 0; i < 3; i += 1) throttle.take('10.0.0.1', start + i * 1000);
  let refusal: unknown;
  try {
    throttle.take('10.0.0.1', start + 5_000);
  } catch (error) {
    refusal = error;
  }
  expect(refusal).toBeInstanceOf(ApiFailure);
  expect((refusal as ApiFailure).status).toBe(429);
  // The first try leaves the window 60 s after it was made: 55 s from the refused one.
  expect((refusal as ApiFailure).details.retryAfterSeconds).toBe(55);
  expect(() => throttle.take('10.0.0.2', start + 5_000)).not.toThrow();
  expect(() => throttle.take('10.0.0.1', start + 61_000)).not.toThrow();
});

test('link tokens are 256 random bits, URL-safe, never the same twice', () => {
  const tokens = new Set(Array.from({ length: 200 }, newGuestToken));
  expect(tokens.size).toBe(200);
  for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
});
