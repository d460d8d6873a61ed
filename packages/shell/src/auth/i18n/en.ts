/** The auth notices and validation texts of the specification (§4, §5, §8), in English exactly (docs/i18n.md). */
export default {
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
  min4: 'Min character length is 4',
  min6: 'Min character length is 6',
  email: 'Please enter a valid email',
  passwordsDiffer: 'Passwords do not match',
};
