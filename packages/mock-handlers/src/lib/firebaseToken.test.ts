import { describe, expect, test } from 'vitest';
import {
  TEST_FIREBASE_PROJECT,
  firebaseClaims,
  signedFirebaseToken,
  testFirebaseOptions,
  unsignedFirebaseToken,
} from '../test/firebaseKeys';
import { firebaseTokenVerifier } from '@chorus/domain';

describe('Firebase ID tokens', () => {
  const verify = firebaseTokenVerifier(testFirebaseOptions);

  test('a token signed by a trusted key for the project gives its uid; any other token gives nothing', async () => {
    expect(await verify(await signedFirebaseToken(firebaseClaims('uid-1')))).toEqual({ sub: 'uid-1' });
    const now = Math.floor(Date.now() / 1000);
    const refused: Record<string, string> = {
      unsigned: unsignedFirebaseToken(firebaseClaims('uid-1')),
      'another key': await signedFirebaseToken(firebaseClaims('uid-1'), 'forger'),
      expired: await signedFirebaseToken(firebaseClaims('uid-1', { exp: now - 1 })),
      'another audience': await signedFirebaseToken(firebaseClaims('uid-1', { aud: 'other' })),
      'another issuer': await signedFirebaseToken(
        firebaseClaims('uid-1', { iss: 'https://evil.example/chorus-contract-tests' }),
      ),
      'no subject': await signedFirebaseToken(firebaseClaims('')),
      'signed in the future': await signedFirebaseToken(firebaseClaims('uid-1', { auth_time: now + 600 })),
      'not a JWT': 'garbage',
      'two parts': 'a.b',
    };
    for (const [name, token] of Object.entries(refused)) expect(await verify(token), name).toBeNull();
  });

  test('without a project nothing is accepted, and keys that cannot be fetched refuse instead of throwing', async () => {
    const token = await signedFirebaseToken(firebaseClaims('uid-1'));
    expect(await firebaseTokenVerifier({ keys: testFirebaseOptions.keys })(token)).toBeNull();
    const offline = firebaseTokenVerifier({
      projectId: TEST_FIREBASE_PROJECT,
      keys: () => Promise.reject(new Error('offline')),
    });
    expect(await offline(token)).toBeNull();
  });

  test("emulator mode accepts the Auth emulator's unsigned tokens, claims still checked", async () => {
    const emulator = firebaseTokenVerifier({ emulator: true, projectId: TEST_FIREBASE_PROJECT });
    expect(await emulator(unsignedFirebaseToken(firebaseClaims('uid-1')))).toEqual({ sub: 'uid-1' });
    const otherProject = firebaseClaims('uid-1', {
      aud: 'other',
      iss: 'https://securetoken.google.com/other',
    });
    expect(await emulator(unsignedFirebaseToken(otherProject))).toBeNull();
    const expired = firebaseClaims('uid-1', { exp: Math.floor(Date.now() / 1000) - 1 });
    expect(await emulator(unsignedFirebaseToken(expired))).toBeNull();
    // Without a project id, issuer and audience must still agree.
    const anyProject = firebaseTokenVerifier({ emulator: true });
    expect(await anyProject(unsignedFirebaseToken(otherProject))).toEqual({ sub: 'uid-1' });
    const mismatched = firebaseClaims('uid-1', { aud: 'other' });
    expect(await anyProject(unsignedFirebaseToken(mismatched))).toBeNull();
  });
});
