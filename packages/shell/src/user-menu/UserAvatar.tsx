import { ShellIcon } from '../lib/ShellIcon';
import * as css from './UserMenu.css';

/** The user's photo, or the default avatar when the photo is empty. */
export function UserAvatar({ photoURL, size = 32 }: { photoURL?: string; size?: number }) {
  if (photoURL) {
    return <img className={css.avatar} src={photoURL} alt="" width={size} height={size} />;
  }
  return (
    <span className={css.avatar} style={{ inlineSize: size, blockSize: size }} data-default-avatar="">
      <ShellIcon name="user" size="sm" />
    </span>
  );
}
