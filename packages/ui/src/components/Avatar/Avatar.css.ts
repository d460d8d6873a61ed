import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/style';

export const root = recipe({
  base: inComponents({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    inlineSize: '2.5rem',
    blockSize: '2.5rem',
    borderRadius: vars.radius.full,
    background: vars.color.accentSoft,
    color: vars.color.accentSoftText,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: 1,
    userSelect: 'none',
  }),
  variants: {
    size: {
      xs: inComponents({ inlineSize: '1.5rem', blockSize: '1.5rem', fontSize: '0.625rem' }),
      sm: inComponents({ inlineSize: '2rem', blockSize: '2rem', fontSize: vars.fontSize.xs }),
      md: {},
      lg: inComponents({ inlineSize: '3.5rem', blockSize: '3.5rem', fontSize: vars.fontSize.lg }),
      xl: inComponents({ inlineSize: '5rem', blockSize: '5rem', fontSize: vars.fontSize.xxl }),
    },
    shape: { circle: {}, rounded: inComponents({ borderRadius: vars.radius.md }) },
  },
  defaultVariants: { size: 'md', shape: 'circle' },
});

export type AvatarVariants = NonNullable<RecipeVariants<typeof root>>;

export const image = style(inComponents({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' }));
