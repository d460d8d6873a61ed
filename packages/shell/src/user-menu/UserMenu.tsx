import {
  Badge,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@chorus/ui';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { authStore } from '../auth/auth.store';
import { ShellIcon } from '../lib/ShellIcon';
import { shellConfig } from '../lib/shellConfig';
import { useT } from '../i18n';
import { UserAvatar } from './UserAvatar';
import * as css from './UserMenu.css';

/**
 * The user menu, on the kit's DropdownMenu (a menu button: arrow keys, Escape and a click outside close it,
 * focus back on the button): name, e-mail and photo (the menu's header adds a Host badge for a Host) (default avatar when empty). A guest gets a Login entry to
 * /login; a signed-in user a Logout entry that triggers logout (the /logout route, or `shellConfig.onLogout`).
 */
export function UserMenu() {
  const { user, status, roles } = useSnapshot(authStore);
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
