import type { ComponentPropsWithRef, ElementType } from 'react';
import { cx } from '../../internal/cx';
import { type Sprinkles, sprinkles } from '../../theme/sprinkles.css';

export type BoxProps<E extends ElementType = 'div'> = Sprinkles & {
  /** The element or component to render (default `div`). */
  as?: E;
} & Omit<ComponentPropsWithRef<E>, keyof Sprinkles | 'as'>;

const sprinkleKeys = sprinkles.properties;

/** Splits a props object into sprinkles props and everything else. */
export function extractSprinkles<P extends object>(props: P): [Sprinkles, Omit<P, keyof Sprinkles>] {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkleKeys.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return [atoms as Sprinkles, rest as Omit<P, keyof Sprinkles>];
}

/**
 * The layout primitive: any element with typed, themed atomic props (`padding="lg"`, `display={{ mobile:
 * 'none', desktop: 'flex' }}`, `background="surfaceRaised"`). Logical properties only, so RTL mirrors.
 */
export function Box<E extends ElementType = 'div'>({ as, className, ...props }: BoxProps<E>) {
  const [atoms, rest] = extractSprinkles(props);
  const Component: ElementType = as ?? 'div';
  return <Component className={cx(sprinkles(atoms), className)} {...rest} />;
}
