import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/style';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

export const root = recipe({
  base: inComponents({
    display: 'block',
    background: vars.color.neutralSoftHover,
    borderRadius: vars.radius.sm,
    animation: `${pulse} 1.6s ease-in-out infinite`,
  }),
  variants: {
    variant: {
      text: inComponents({ blockSize: '0.875em', marginBlock: '0.3em' }),
      circle: inComponents({ borderRadius: vars.radius.full }),
      rect: inComponents({ borderRadius: vars.radius.md }),
    },
    animate: { true: {}, false: inComponents({ animation: 'none' }) },
  },
  defaultVariants: { variant: 'text', animate: true },
});

export type SkeletonVariants = NonNullable<RecipeVariants<typeof root>>;

export const lines = style(inComponents({ display: 'block' }));

export const lastLine = style(inComponents({ inlineSize: '60%' }));
