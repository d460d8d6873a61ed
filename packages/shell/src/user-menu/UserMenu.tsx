import {
  Badge,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@chorus/ui';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import type { NavItem } from '../app-module/AppModule';
import { authStore } from '../auth/auth.store';
import { useVisibleNavigation } from '../navigation/useVisibleNavigation';
import { openSettingsPanel, setColorScheme, settingsStore } from '../settings/settings.store';
import { type ColorScheme, colorSchemes } from '../settings/settings.types';
import { ShellIcon } from '../lib/ShellIcon';
import { shellConfig } from '../lib/shellConfig';
import { useT } from '../i18n';
import { UserAvatar } from './UserAvatar';
import * as css from './UserMenu.css';

/**
 * The user menu, on the kit's DropdownMenu (a menu button: arrow keys, Escape and a click outside close it,
 * focus back on the button): name, e-mail, role and photo (default avatar when empty; a Host badge for a Host),
 * then the profile (signed in) and the settings panel, the theme (light, dark, or the device's), and a Logout
 * entry that triggers logout (the /logout route, or `shellConfig.onLogout`); a guest gets Login instead.
 */
export function UserMenu() {
  const { user, status, roles } = useSnapshot(authStore);
  const { settings } = useSnapshot(settingsStore);
  // The profile only for a user whose navigation offers it (the route's guard lets them in).
  const navigation = useVisibleNavigation();
  const profilePath = shellConfig.profilePath;
  const canSeeProfile = offers(navigation, profilePath);
  const navigate = useNavigate();
  const t = useT();
  const signedIn = status === 'authenticated';
  const name = user.data.displayName || t('user.guest');
  // Every Host is shown as one; a Host who chose it at registration says so, so no one is silently a Host.
  const hostBadge =
    signedIn && user.data.userType === 1 ? (
      <Badge variant="soft" className={css.badge} data-testid="host-badge">
        {user.data.selfRegistered ? t('user.hostSelfRegistered') : t('user.host')}
      </Badge>
    ) : null;
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger>
        <button type="button" className={css.trigger}>
          <span className={css.names}>
            <span>{name}</span>
            {user.data.email ? <span className={css.email}>{user.data.email}</span> : null}
          </span>
          <UserAvatar photoURL={user.data.photoURL} name={name} />
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className={css.menu}>
        <DropdownMenuLabel className={css.menuHeader}>
          <strong>{name}</strong>
          {hostBadge}
          {user.data.email ? <div className={css.email}>{user.data.email}</div> : null}
          {roles.length > 0 ? (
            <div className={css.email} data-testid="user-roles">
              {roles.join(', ')}
            </div>
          ) : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {signedIn && profilePath && canSeeProfile ? (
          <DropdownMenuItem icon={<ShellIcon name="user" size="sm" />} onSelect={() => navigate(profilePath)}>
            {t('user.profile')}
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem icon={<ShellIcon name="settings" size="sm" />} onSelect={openSettingsPanel}>
          {t('user.settings')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel id="user-menu-theme" className={css.groupLabel}>
          {t('user.theme')}
        </DropdownMenuLabel>
        <DropdownMenuRadioGroup
          aria-labelledby="user-menu-theme"
          value={currentScheme(settings.colorScheme, settings.theme.main)}
          onValueChange={(value) => setColorScheme(value as ColorScheme)}
        >
          {colorSchemes.map((scheme) => (
            <DropdownMenuRadioItem key={scheme} value={scheme} onSelect={(event) => event.preventDefault()}>
              {t(`user.theme.${scheme}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        {signedIn ? (
          <DropdownMenuItem
            icon={<ShellIcon name="log-out" size="sm" />}
            onSelect={() => {
              if (shellConfig.onLogout) shellConfig.onLogout();
              else navigate(shellConfig.logoutPath);
            }}
          >
            {t('user.logout')}
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem
            icon={<ShellIcon name="log-in" size="sm" />}
            onSelect={() => navigate(shellConfig.loginPath)}
          >
            {t('user.login')}
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The switch's position: the scheme chosen in the menu, or what the main area's theme is (light or dark). */
function currentScheme(chosen: ColorScheme | undefined, mainTheme: string): ColorScheme {
  if (chosen) return chosen;
  return mainTheme === 'default' ? 'light' : 'dark';
}

/** Whether the navigation (as the user may see it) has an item for `path`. */
function offers(items: readonly NavItem[], path: string | undefined): boolean {
  if (!path) return false;
  return items.some((item) => item.url === path || offers(item.children ?? [], path));
}
