import type { ComponentType, SVGProps } from 'react';
import type { IconName } from './catalogue';

/** What the registry stores: any lucide icon (or an SVG component with the same props). */
export type IconComponent = ComponentType<
  SVGProps<SVGSVGElement> & {
    size?: number | string;
    strokeWidth?: number | string;
    absoluteStrokeWidth?: boolean;
  }
>;

/** Resolves a name to an icon on demand (e.g. through dynamic imports); undefined when unknown. */
export type IconLoader = (name: IconName) => Promise<IconComponent | undefined> | undefined;

/** Loads one icon's module on demand: `() => import('lucide-react/icons/mail')`. */
export type IconModuleLoader = () => Promise<{ default: IconComponent }>;

const icons = new Map<string, IconComponent>();
const lazyIcons = new Map<string, IconModuleLoader>();
const pending = new Set<string>();
const listeners = new Set<() => void>();
let loader: IconLoader | undefined;
let version = 0;

function notify() {
  version += 1;
  for (const listener of listeners) listener();
}

/**
 * Registers icons by name, eagerly: `registerIcons({ mail: Mail, users: Users })`. Only the icons imported
 * here reach the bundle, so an app registers exactly what its navigation and screens name.
 */
export function registerIcons(map: Partial<Record<IconName, IconComponent>>): void {
  for (const [name, component] of Object.entries(map)) {
    if (component) icons.set(name, component);
  }
  notify();
}

/**
 * Sets a loader for names nobody registered: each icon then loads on first use, in its own chunk (the icon
 * catalogue page uses this to show every icon without putting them in the main bundle).
 */
export function registerIconLoader(next: IconLoader | undefined): void {
  loader = next;
  notify();
}

/**
 * Registers icons by name, each loaded on first use in its own small chunk:
 * `registerIconLoaders({ mail: () => import('lucide-react/icons/mail') })`. App modules name their navigation
 * icons this way, so that a page showing no navigation (the sign-in page) loads none of them.
 */
export function registerIconLoaders(map: Partial<Record<IconName, IconModuleLoader>>): void {
  for (const [name, load] of Object.entries(map)) {
    if (load) lazyIcons.set(name, load);
  }
  notify();
}

export function getRegisteredIcon(name: string): IconComponent | undefined {
  return icons.get(name);
}

/** Starts loading `name` through the loader, once. Returns whether a load is (or was) under way. */
export function requestIcon(name: IconName): boolean {
  if (icons.has(name)) return true;
  if (pending.has(name)) return true;
  const load = lazyIcons.get(name);
  const result = load ? load().then((module) => module.default) : loader?.(name);
  if (!result) return false;
  pending.add(name);
  result.then(
    (component) => {
      pending.delete(name);
      if (component) registerIcons({ [name]: component } as Partial<Record<IconName, IconComponent>>);
    },
    () => pending.delete(name),
  );
  return true;
}

/** Registered names, loaded or loadable by name (for tests and the catalogue page). */
export function getRegisteredIconNames(): string[] {
  return [...new Set([...icons.keys(), ...lazyIcons.keys()])];
}

export function subscribeToIcons(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getIconsVersion(): number {
  return version;
}
