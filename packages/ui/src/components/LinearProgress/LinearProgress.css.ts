import { createVar, keyframes } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/style';

/** The filled share of a determinate bar, 0 to 1. */
export const progressVar = createVar();

export const root = recipe({
  base: inComponents({
    position: 'relative',
    overflow: 'hidden',
    inlineSize: '100%',
    blockSize: '4px',
    borderRadius: vars.radius.full,
    // The track is the accent's soft fill; the bar is the solid accent (3:1 against the track and surface).
    background: vars.color.accentSoft,
  }),
  variants: { size: { md: {}, lg: inComponents({ blockSize: '8px' }) } },
  defaultVariants: { size: 'md' },
});

export type LinearProgressVariants = NonNullable<RecipeVariants<typeof root>>;

const slide = keyframes({
  '0%': { insetInlineStart: '-40%' },
  '100%': { insetInlineStart: '100%' },
});

/** The bar: as wide as the progress, or (indeterminate) a slice sliding across. */
export const bar = recipe({
  base: inComponents({
    position: 'absolute',
    insetBlock: 0,
    insetInlineStart: 0,
    inlineSize: `calc(${progressVar} * 100%)`,
    borderRadius: 'inherit',
    background: vars.color.accent,
    transition: `inline-size ${vars.motion.normal} ${vars.motion.easing}`,
  }),
  variants: {
    indeterminate: {
      true: inComponents({
        inlineSize: '40%',
        animation: `${slide} 1.4s ${vars.motion.easing} infinite`,
        '@media': {
          '(prefers-reduced-motion: reduce)': { animation: 'none', inlineSize: '100%', opacity: 0.6 },
        },
      }),
      false: {},
    },
  },
});
