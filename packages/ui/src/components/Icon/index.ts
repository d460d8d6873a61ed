export { Icon, iconSizes } from './Icon';
export type { IconProps, IconSize, IconTone } from './Icon';
