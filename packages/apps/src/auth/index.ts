/**
 * The auth pages as an app module: /login, /register, /forgot-password,
 * /logout, /callback and the three role-example pages. Every screen is lazy.
 */
import { type AppModule, authPageSettings, authRoles, noFooterAuthPageSettings } from '@chorus/shell';
import { type AuthPagesOptions, authPagesOptions, loadDemoAccounts } from './authPages.config';
import { navTitle } from '../lib/navigation/navTitle';

// The role examples, rarely visited: their preload lists load with the first of them.
const screens = () => import('./screenLoaders');

export const authModule: AppModule = {
  id: 'auth',
  title: navTitle('auth'),
  icon: 'lock',
  navigationSection: 'templates',
  navigation: [
    {
      id: 'auth-role-examples',
      title: navTitle('auth'),
      type: 'collapse',
      icon: 'lock',
      children: [
        {
          id: 'auth-admin-role-example',
          title: navTitle('auth.admin'),
          type: 'item',
          url: '/auth/admin-role-example',
          auth: authRoles.admin,
        },
        {
          id: 'auth-staff-role-example',
          title: navTitle('auth.staff'),
          type: 'item',
          url: '/auth/staff-role-example',
          auth: authRoles.staff,
        },
        {
          id: 'auth-guest-role-example',
          title: navTitle('auth.guest'),
          type: 'item',
          url: '/auth/guest-role-example',
          auth: authRoles.onlyGuest,
        },
      ],
    },
  ],
  routes: [
    {
      path: '/login',
      title: navTitle('page.login'),
      auth: authRoles.onlyGuest,
      settings: authPageSettings,
      // The page and the demo accounts it lists load together: one paint, no layout shift.
      lazy: () => Promise.all([import('./screens/LoginPage'), loadDemoAccounts()]).then(([page]) => page),
    },
    {
      path: '/register',
      title: navTitle('page.register'),
      auth: authRoles.onlyGuest,
      settings: authPageSettings,
      lazy: () => import('./screens/RegisterPage'),
    },
    {
      path: '/forgot-password',
      title: navTitle('page.forgot'),
      auth: authRoles.onlyGuest,
      settings: noFooterAuthPageSettings,
      lazy: () => import('./screens/ForgotPasswordPage'),
    },
    {
      path: '/logout',
      title: navTitle('page.logout'),
      auth: authRoles.user,
      rememberPath: false,
      lazy: () => import('./screens/LogoutPage'),
    },
    {
      path: '/callback',
      title: navTitle('page.callback'),
      auth: authRoles.onlyGuest,
      rememberPath: false,
      settings: noFooterAuthPageSettings,
      lazy: () => import('./screens/CallbackPage'),
    },
    {
      path: '/auth/admin-role-example',
      auth: authRoles.admin,
      lazy: () => screens().then((s) => s.adminRoleExamplePage()),
    },
    {
      path: '/auth/staff-role-example',
      auth: authRoles.staff,
      lazy: () => screens().then((s) => s.staffRoleExamplePage()),
    },
    {
      path: '/auth/guest-role-example',
      auth: authRoles.onlyGuest,
      lazy: () => screens().then((s) => s.guestRoleExamplePage()),
    },
  ],
};

/** The auth module with the application's options (the demo passes its seeded accounts). */
export function createAuthModule(options: AuthPagesOptions = {}): AppModule {
  Object.assign(authPagesOptions, options);
  return authModule;
}

export type { AuthPagesOptions } from './authPages.config';
export type { DemoCredential } from './forms/LoginForm';
