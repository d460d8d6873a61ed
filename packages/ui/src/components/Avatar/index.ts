export { Avatar } from './Avatar';
export type { AvatarProps } from './Avatar';
export { DEFAULT_AVATAR_SRC, getInitials } from './defaultAvatar';
