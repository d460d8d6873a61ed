/**
 * The template pages' messages in English (auth variants, errors, coming soon, maintenance): the source of
 * every translation (ICU MessageFormat). The auth forms' own texts stay in the auth catalogue.
 */
export default {
  'template.notSent': 'This is a template page: nothing was sent.',
  'split.message': 'Better virtual meetings. Hear every voice.',
  'split.about': 'About Chorus',
  'reset.title': 'Reset your password',
  'reset.subtitle': 'Choose a new password for your account.',
  'reset.form': 'Reset password form',
  'reset.submit': 'Reset my password',
  'lock.title': 'Your session is locked',
  'lock.subtitle': 'Enter your password to unlock it.',
  'lock.form': 'Unlock form',
  'lock.submit': 'Unlock',
  'lock.notYou': 'Not you? Sign in as someone else',
  'mailConfirm.title': 'Confirm your email address!',
  'mailConfirm.sent': 'A confirmation e-mail was sent to <email>{email}</email>.',
  'mailConfirm.check': 'Check your inbox and follow the link in it to confirm your address.',
  'error500.message': 'Something went wrong on our side. Please try again in a few minutes.',
  'comingSoon.title': 'Coming soon!',
  'comingSoon.text': 'We are working on something new. Leave your e-mail to hear when it is ready.',
  'comingSoon.countdown': 'Time left until the launch',
  'comingSoon.launched': 'We have launched! Thank you for waiting.',
  'comingSoon.form': 'Sign up for news',
  'comingSoon.submit': 'Notify me',
  'maintenance.title': 'Closed for scheduled maintenance!',
  'maintenance.text': 'We are sorry for the inconvenience. Please check back later.',
  home: 'Back to home',
};
