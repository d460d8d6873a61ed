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

/**
 * The stored session could not be checked (no network, a timeout, a 404 or 5xx from a server that is
 * starting or failing): the session is kept and the check is tried again. Only a refusal of the token
 * itself (401) ends a session.
 */
export class AuthUnavailableError extends Error {
  constructor(message = 'The server could not check the session') {
    super(message);
    this.name = 'AuthUnavailableError';
  }
}
