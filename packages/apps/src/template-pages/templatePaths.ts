/** The template pages' addresses (the module in index.ts, its screens and links share them). */

/** The auth variants: `-2` is the split screen, the others the centred card. */
export const authPageNames = [
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'mail-confirm',
  'lock',
  'login-2',
  'register-2',
  'forgot-password-2',
  'reset-password-2',
] as const;
export type AuthPageName = (typeof authPageNames)[number];

export const templatePaths = {
  auth: (name: AuthPageName) => `/pages/auth/${name}`,
  error404: '/pages/errors/error-404',
  error500: '/pages/errors/error-500',
  comingSoon: '/pages/coming-soon',
  maintenance: '/pages/maintenance',
} as const;
