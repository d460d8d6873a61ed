/**
 * Where the auth forms' links lead: the real sign-in pages by default. The template pages (/pages/auth/*) give
 * the same forms their own pages' paths, so each family of them links within itself.
 */
export interface AuthLinks {
  login: string;
  register: string;
  forgotPassword: string;
}

export const authLinks: AuthLinks = {
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
};
