/**
 * Errors a provider raises. Field errors carry the server's or the identity
 * provider's message per field (§8); the forms show each on the matching input.
 */
export type AuthErrorField = 'email' | 'password' | 'displayName';

export class AuthFieldError extends Error {
  readonly fields: Partial<Record<AuthErrorField, string>>;
  constructor(fields: Partial<Record<AuthErrorField, string>>, message?: string) {
    super(message ?? Object.values(fields).find(Boolean) ?? 'Authentication failed');
    this.name = 'AuthFieldError';
    this.fields = fields;
  }
}

/** The stored session cannot be used: the user is signed out with this message. */
export class AuthSessionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AuthSessionError';
  }
}
