// The identity provider's (Firebase's) error codes and messages (§8), apart from auth.errors: only the
// providers that raise them import this, so a build on the JWT provider never carries these tables.
import { AuthFieldError, type AuthErrorField } from './auth.errors';

/** Identity-provider (Firebase) error codes of §8 and the field each is shown on. */
const loginFieldByCode: Record<string, AuthErrorField> = {
  'auth/email-already-in-use': 'email',
  'auth/invalid-email': 'email',
  'auth/operation-not-allowed': 'email',
  'auth/user-not-found': 'email',
  'auth/user-disabled': 'email',
  'auth/weak-password': 'password',
  'auth/wrong-password': 'password',
  'auth/invalid-credential': 'password',
  'auth/invalid-login-credentials': 'password',
  'auth/missing-password': 'password',
};

const registerFieldByCode: Record<string, AuthErrorField> = {
  'auth/email-already-in-use': 'email',
  'auth/invalid-email': 'email',
  'auth/operation-not-allowed': 'displayName',
  'auth/user-not-found': 'displayName',
  'auth/user-disabled': 'displayName',
  'auth/weak-password': 'password',
  'auth/wrong-password': 'password',
  'auth/missing-password': 'password',
};

/** The identity provider's messages, by code. */
export const providerMessages: Record<string, string> = {
  'auth/email-already-in-use': 'The email address is already in use by another account.',
  'auth/invalid-email': 'The email address is badly formatted.',
  'auth/operation-not-allowed': 'This sign-in method is not enabled for this project.',
  'auth/user-not-found':
    'There is no user record corresponding to this identifier. The user may have been deleted.',
  'auth/user-disabled': 'The user account has been disabled by an administrator.',
  'auth/weak-password': 'The password must be 6 characters long or more.',
  'auth/wrong-password': 'The password is invalid or the user does not have a password.',
  'auth/invalid-credential': 'The password is invalid or the user does not have a password.',
  'auth/invalid-login-credentials': 'The password is invalid or the user does not have a password.',
  'auth/missing-password': 'The password is invalid or the user does not have a password.',
  'auth/invalid-api-key': 'Your API key is invalid, please check you have copied it correctly.',
};

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Maps an identity-provider error to an AuthFieldError (or a plain Error for invalid-api-key and the rest). */
export function providerError(error: unknown, form: 'login' | 'register'): Error {
  const code = codeOf(error);
  const message =
    (code && providerMessages[code]) || (error instanceof Error ? error.message : String(error));
  const field = code ? (form === 'login' ? loginFieldByCode : registerFieldByCode)[code] : undefined;
  if (field) {
    const fieldError = new AuthFieldError({ [field]: message }, message);
    (fieldError as { code?: string }).code = code;
    return fieldError;
  }
  const plain = new Error(message);
  (plain as { code?: string }).code = code;
  return plain;
}
