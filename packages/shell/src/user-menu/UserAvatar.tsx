import { Avatar } from '@chorus/ui';

/** The user's photo, or the kit's default avatar when the photo is empty (decorative: the name is beside it). */
export function UserAvatar({ photoURL, name }: { photoURL?: string; name?: string }) {
  return (
    <Avatar
      src={photoURL || null}
      name={name}
      size="sm"
      decorative
      data-default-avatar={photoURL ? undefined : ''}
    />
  );
}
