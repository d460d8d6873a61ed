import { useSnapshot } from 'valtio';
import { Link } from '../lib/Link';
import { authStore } from '../auth/auth.store';
import { ShellIcon } from '../lib/ShellIcon';
import { shellConfig } from '../lib/shellConfig';
import { useDisclosure } from '../lib/useDisclosure';
import { UserAvatar } from './UserAvatar';
import * as css from './UserMenu.css';

/**
 * The user menu: name, e-mail and photo (default avatar when empty). A guest gets a Login entry to /login;
 * a signed-in user a Logout entry that triggers logout (the /logout route, or `shellConfig.onLogout`).
 */
export function UserMenu() {
  const { user, status, roles } = useSnapshot(authStore);
  const { open, setOpen, rootRef, buttonRef } = useDisclosure();
  const signedIn = status === 'authenticated';
  const name = user.data.displayName || 'Guest';
  const close = () => setOpen(false);
  return (
    <div className={css.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={css.trigger}
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => setOpen(!open)}
      >
        <span className={css.names}>
          <span>{name}</span>
          {user.data.email ? <span className={css.email}>{user.data.email}</span> : null}
        </span>
        <UserAvatar photoURL={user.data.photoURL} name={name} />
      </button>
      {open ? (
        <ul className={css.menu}>
          <li className={css.menuHeader}>
            <strong>{name}</strong>
            {user.data.email ? <div className={css.email}>{user.data.email}</div> : null}
            {roles.length > 0 ? (
              <div className={css.email} data-testid="user-roles">
                {roles.join(', ')}
              </div>
            ) : null}
          </li>
          {signedIn ? (
            <li>
              {shellConfig.onLogout ? (
                <button
                  type="button"
                  className={css.menuItem}
                  onClick={() => {
                    close();
                    shellConfig.onLogout?.();
                  }}
                >
                  <ShellIcon name="log-out" size="sm" />
                  Logout
                </button>
              ) : (
                <Link className={css.menuItem} to={shellConfig.logoutPath} onClick={close}>
                  <ShellIcon name="log-out" size="sm" />
                  Logout
                </Link>
              )}
            </li>
          ) : (
            <li>
              <Link className={css.menuItem} to={shellConfig.loginPath} onClick={close}>
                <ShellIcon name="log-in" size="sm" />
                Login
              </Link>
            </li>
          )}
        </ul>
      ) : null}
    </div>
  );
}
