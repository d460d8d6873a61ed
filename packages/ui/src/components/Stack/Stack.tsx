import type { ElementType } from 'react';
import type { Sprinkles } from '../../theme/sprinkles.css';
import { Box, type BoxProps } from '../Box/Box';

const alignMap = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
} as const;
const justifyMap = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
  around: 'space-around',
} as const;

type Responsive<T> = T | { mobile?: T; tablet?: T; desktop?: T };

function mapResponsive<K extends string, V>(value: Responsive<K> | undefined, map: Record<K, V>) {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return map[value];
  return Object.fromEntries(Object.entries(value).map(([bp, v]) => [bp, map[v as K]]));
}

export type StackProps<E extends ElementType = 'div'> = Omit<BoxProps<E>, 'gap'> & {
  /** `column` (default) or `row`; responsive: `{ mobile: 'column', tablet: 'row' }`. */
  direction?: Responsive<'row' | 'column'>;
  gap?: Sprinkles['gap'];
  align?: Responsive<keyof typeof alignMap>;
  justify?: Responsive<keyof typeof justifyMap>;
  wrap?: boolean;
};

/** Lays children out in a row or column with a themed gap. */
export function Stack<E extends ElementType = 'div'>({
  direction = 'column',
  gap = 'md',
  align,
  justify,
  wrap = false,
  ...rest
}: StackProps<E>) {
  const dataDirection = typeof direction === 'string' ? direction : 'responsive';
  return (
    <Box
      display="flex"
      flexDirection={direction as Sprinkles['flexDirection']}
      gap={gap}
      alignItems={mapResponsive(align, alignMap) as Sprinkles['alignItems']}
      justifyContent={mapResponsive(justify, justifyMap) as Sprinkles['justifyContent']}
      flexWrap={wrap ? 'wrap' : undefined}
      data-direction={dataDirection}
      {...(rest as BoxProps<E>)}
    />
  );
}
