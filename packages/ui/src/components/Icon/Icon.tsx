'use client';

import { type Ref, type SVGProps, startTransition, useEffect, useReducer } from 'react';
import type { IconName } from '../../icons/catalogue';
import { mirroredInRtl } from '../../icons/mirrored';
import { getRegisteredIcon, type IconComponent, requestIcon, subscribeToIcons } from '../../icons/registry';
import { cx } from '../../internal/cx';
import * as styles from './Icon.css';

export const iconSizes = { xs: 12, sm: 16, md: 20, lg: 24, xl: 32 } as const;
export type IconSize = keyof typeof iconSizes;
export type IconTone = NonNullable<styles.IconVariants['tone']>;

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'ref'> {
  /** A catalogued icon name; it must have been registered (`registerIcons`) or be loadable. */
  name: IconName;
  /** A named size or pixels. Default `md` (20px). */
  size?: IconSize | number;
  /** An accessible name for a meaningful icon; without it the icon is decorative (aria-hidden). */
  label?: string;
  tone?: IconTone;
  /** Shown instead when nobody registered `name` and no loader can load it (e.g. names from app modules). */
  fallback?: IconName;
  ref?: Ref<SVGSVGElement>;
}

const warned = new Set<string>();
function warnMissing(name: string) {
  if (warned.has(name)) return;
  warned.add(name);
  const env = (globalThis as { process?: { env?: { NODE_ENV?: string } } }).process?.env?.NODE_ENV;
  if (env !== 'production') {
    console.warn(`[@chorus/ui] Icon "${name}" is not registered. Call registerIcons({ '${name}': Icon }).`);
  }
}

/**
 * Renders the icon again when its own component arrives (a lazy icon's chunk) or is replaced, in a transition:
 * not every icon at every icon's arrival, and not through `useSyncExternalStore`, whose read changing during a
 * render in a transition (icons land while a signed-in page's frame renders) makes React render the whole
 * frame again in one synchronous task (issue 33).
 */
function useIconArrival(name: string, own: IconComponent | undefined, fallback: IconName | undefined): void {
  const [, renderAgain] = useReducer((count: number) => count + 1, 0);
  // The fallback stands in for an icon nobody can load: its own arrival shows too.
  const fallbackNow = fallback === undefined ? undefined : getRegisteredIcon(fallback);
  useEffect(() => {
    const follow = () => {
      const moved =
        getRegisteredIcon(name) !== own ||
        (fallback !== undefined && getRegisteredIcon(fallback) !== fallbackNow);
      if (moved) startTransition(renderAgain);
    };
    follow(); // it arrived between the render and this effect
    return subscribeToIcons(follow);
  }, [name, own, fallback, fallbackNow]);
}

/**
 * An icon addressed by name: `<Icon name="mail" />`. Renders the registered lucide icon, or a neutral
 * placeholder of the same size while it loads or when nobody registered it.
 */
export function Icon({
  name,
  size = 'md',
  label,
  tone = 'inherit',
  fallback,
  className,
  ref,
  ...rest
}: IconProps) {
  const own = getRegisteredIcon(name);
  useIconArrival(name, own, fallback);
  const px = typeof size === 'number' ? size : iconSizes[size];
  const loading = !own && requestIcon(name);
  const Component = own ?? (loading || !fallback ? undefined : getRegisteredIcon(fallback));

  useEffect(() => {
    if (!Component && !loading) warnMissing(name);
  }, [Component, loading, name]);

  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  const classes = cx(
    styles.icon,
    styles.iconTone({ tone }),
    mirroredInRtl.has(name) && styles.mirrored,
    !Component && styles.placeholder,
    className,
  );

  if (!Component) {
    return (
      <svg
        ref={ref}
        width={px}
        height={px}
        viewBox="0 0 24 24"
        data-icon={name}
        data-state={loading ? 'loading' : 'missing'}
        className={classes}
        {...a11y}
        {...rest}
      />
    );
  }
  return (
    <Component
      ref={ref as never}
      size={px}
      data-icon={name}
      focusable="false"
      className={classes}
      {...a11y}
      {...rest}
    />
  );
}
