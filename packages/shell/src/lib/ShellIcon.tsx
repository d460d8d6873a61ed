import { Icon, type IconName, type IconProps } from '@chorus/ui';
import './shellIcons';

/** An icon by any name: names nobody registered (e.g. from an app module) fall back to a neutral shape. */
export function ShellIcon({ name, ...rest }: Omit<IconProps, 'name' | 'fallback'> & { name: string }) {
  return <Icon name={name as IconName} fallback="shapes" {...rest} />;
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
  'languages',
  'shapes',
  'layout-dashboard',
] as const satisfies readonly IconName[];
