import { Icon, type IconName, type IconProps, isIconName } from '@chorus/ui';
import './shellIcons';

/** An icon by any name: unknown names (from app modules) fall back to a neutral shape. */
export function ShellIcon({ name, ...rest }: Omit<IconProps, 'name'> & { name: string }) {
  return <Icon name={(isIconName(name) ? name : 'shapes') as IconName} {...rest} />;
}

/** Icon names the shell itself renders (registered by ./shellIcons). */
export const shellIconNames = [
  'menu',
  'chevrons-left',
  'chevrons-right',
  'chevron-down',
  'chevron-right',
  'external-link',
  'search',
  'x',
  'bell',
  'settings',
  'star',
  'log-in',
  'log-out',
  'user',
  'circle-check',
  'circle-alert',
  'triangle-alert',
  'info',
  'shapes',
  'layout-dashboard',
] as const satisfies readonly IconName[];
