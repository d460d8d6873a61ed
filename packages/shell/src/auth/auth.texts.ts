/** Every user-facing auth text of the specification (§4, §5, §8), exactly: the English of ./i18n (its en.ts spreads these). */
export const authMessages = {
  invalidToken: 'Invalid access_token',
  tokenExpired: 'access_token expired',
  accountCreated: 'Your account has been successfully created',
  resetEmailSent: 'An email has been sent for you to reset your password',
  savedToFirebase: 'User data saved to firebase',
  savedToAuth0: 'User data saved to auth0',
  savedWithApi: 'User data saved with api',
  loggingOut: 'Logging out..',
  loggingInAuth0: 'Logging in with Auth0',
  loggedInAuth0: 'Logged in with Auth0',
} as const;

/** Validation texts of §5. */
export const validationMessages = {
  min4: 'Min character length is 4',
  min6: 'Min character length is 6',
  email: 'Please enter a valid email',
  passwordsDiffer: 'Passwords do not match',
} as const;
