/** Paths and hooks the shell's parts use; createAppRoutes fills it from its options. */
export interface ShellConfig {
  loginPath: string;
  logoutPath: string;
  homePath: string;
  /** Where a signed-in user lands from a guest-only page when no path was remembered. */
  afterLoginPath: string;
  /** The user menu's Profile link (signed in); none: no link. */
  profilePath?: string;
  /** When set, the user menu's Logout calls it instead of going to logoutPath. */
  onLogout?: () => void;
  /** Brand shown in the navbar header. */
  appName: string;
}

export const shellConfig: ShellConfig = {
  loginPath: '/login',
  logoutPath: '/logout',
  homePath: '/',
  afterLoginPath: '/apps/initiatives',
  profilePath: '/pages/profile',
  appName: 'Chorus',
};

export function configureShell(next: Partial<ShellConfig>): ShellConfig {
  return Object.assign(shellConfig, next);
}
