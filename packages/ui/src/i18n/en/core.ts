/**
 * The kit's English, the labels any component may show (close, dismiss, loading…): ICU MessageFormat (docs/i18n.md). It ships with the
 * components that show it, so they render at once (on a server too). A new key: here, then in ../es.ts, ../ar.ts.
 */
export default {
  close: 'Close',
  dismiss: 'Dismiss',
  remove: 'Remove',
  removeNamed: 'Remove {name}',
  'loading.label': 'Loading…',
  'progress.label': 'Loading',
  'queryStatus.error': 'Something went wrong',
  'queryStatus.retry': 'Try again',
  'avatar.user': 'User',
  'password.show': 'Show password',
};
