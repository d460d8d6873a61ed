import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/style';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = recipe({
  base: inComponents({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.md,
    padding: vars.space.lg,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
  }),
  variants: {
    inline: { true: inComponents({ flexDirection: 'row', padding: 0, display: 'inline-flex' }), false: {} },
  },
  defaultVariants: { inline: false },
});

export const linear = style(inComponents({ inlineSize: '100%', maxInlineSize: '20rem' }));

export const spinner = recipe({
  base: inComponents({
    flexShrink: 0,
    display: 'inline-block',
    inlineSize: '1.5rem',
    blockSize: '1.5rem',
    borderRadius: vars.radius.full,
    borderWidth: '3px',
    borderStyle: 'solid',
    borderColor: vars.color.accentSoft,
    borderBlockStartColor: vars.color.accent,
    // Still under reduced motion (the reset removes every animation); the label says it is loading.
    animation: `${spin} 0.8s linear infinite`,
  }),
  variants: {
    size: {
      sm: inComponents({ inlineSize: '1rem', blockSize: '1rem', borderWidth: '2px' }),
      md: {},
      lg: inComponents({ inlineSize: '2.5rem', blockSize: '2.5rem', borderWidth: '4px' }),
    },
    paused: { true: inComponents({ animationPlayState: 'paused' }), false: {} },
  },
  defaultVariants: { size: 'md', paused: false },
});

export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinner>>;
