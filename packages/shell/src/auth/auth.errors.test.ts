import { describe, expect, it } from 'vitest';
import { AuthFieldError } from './auth.errors';
import { providerError } from './providerErrors';

describe('provider errors on fields (§8)', () => {
  it('puts login e-mail errors on the username (email) field', () => {
    for (const code of [
      'auth/email-already-in-use',
      'auth/invalid-email',
      'auth/user-not-found',
      'auth/user-disabled',
    ]) {
      const error = providerError({ code }, 'login');
      expect(error).toBeInstanceOf(AuthFieldError);
      expect(Object.keys((error as AuthFieldError).fields)).toEqual(['email']);
    }
  });

  it('puts weak and wrong passwords on the password field', () => {
    const error = providerError({ code: 'auth/wrong-password' }, 'login') as AuthFieldError;
    expect(error.fields.password).toBe('The password is invalid or the user does not have a password.');
    expect(
      (providerError({ code: 'auth/weak-password' }, 'register') as AuthFieldError).fields.password,
    ).toBeTruthy();
  });

  it('puts register account errors on the display name', () => {
    const error = providerError({ code: 'auth/user-disabled' }, 'register') as AuthFieldError;
    expect(Object.keys(error.fields)).toEqual(['displayName']);
  });

  it('shows invalid-api-key as a message, not on a field', () => {
    const error = providerError({ code: 'auth/invalid-api-key' }, 'login');
    expect(error).not.toBeInstanceOf(AuthFieldError);
    expect(error.message).toMatch(/API key is invalid/);
  });
});
