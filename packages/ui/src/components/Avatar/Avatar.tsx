'use client';

import { type ComponentPropsWithRef, useState } from 'react';
import { messages } from '../../i18n';
import { cx } from '../../internal/cx';
import { useT } from '../../intl/react';
import * as styles from './Avatar.css';
import { DEFAULT_AVATAR_SRC, getInitials } from './defaultAvatar';

export interface AvatarProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** Photo URL. Empty, missing or failing to load: the fallback shows instead. */
  src?: string | null;
  /** The person's name: the accessible name, and the source of the initials. */
  name?: string;
  /** Without a photo: `image` shows the default avatar, `initials` the name's initials. Default `image`. */
  fallback?: 'image' | 'initials';
  size?: NonNullable<styles.AvatarVariants['size']>;
  shape?: NonNullable<styles.AvatarVariants['shape']>;
  /** Hide from assistive technology when the name is already next to it. */
  decorative?: boolean;
}

/** A person's photo, with initials or a default avatar when there is none. */
export function Avatar({
  src,
  name,
  fallback = 'image',
  size = 'md',
  shape = 'circle',
  decorative,
  className,
  ...rest
}: AvatarProps) {
  // Remembers which photo failed, so a new `src` gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // In the shell's chrome (the user menu) from the first signed-in render: never suspends the layout for the
  // default name, which only a nameless avatar needs.
  const t = useT(messages, { suspend: false });
  const failed = Boolean(src) && failedSrc === src;
  const label = name?.trim() || t('avatar.user');
  const initials = getInitials(name);
  const showPhoto = Boolean(src) && !failed;
  const showInitials = !showPhoto && fallback === 'initials' && initials !== '';

  const common = { className: cx(styles.root({ size, shape }), className), ...rest };
  if (showInitials) {
    return decorative ? (
      <span aria-hidden="true" {...common}>
        {initials}
      </span>
    ) : (
      <span role="img" aria-label={label} {...common}>
        <span aria-hidden="true">{initials}</span>
      </span>
    );
  }
  return (
    <span aria-hidden={decorative || undefined} {...common}>
      <img
        className={styles.image}
        src={showPhoto ? (src as string) : DEFAULT_AVATAR_SRC}
        alt={decorative ? '' : label}
        onError={showPhoto ? () => setFailedSrc(src ?? null) : undefined}
        draggable={false}
      />
    </span>
  );
}
