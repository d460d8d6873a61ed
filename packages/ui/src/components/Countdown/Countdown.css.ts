import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/style';

export const root = style(
  inComponents({
    display: 'inline-flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    fontFamily: vars.font.body,
    color: vars.color.text,
  }),
);

export const label = style(inComponents({ fontSize: vars.fontSize.sm, color: vars.color.textMuted }));

export const parts = style(inComponents({ display: 'flex', gap: vars.space.md, margin: 0, padding: 0 }));

export const part = recipe({
  base: inComponents({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    minInlineSize: '3.5rem',
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceSunken,
  }),
  variants: { size: { md: {}, sm: inComponents({ minInlineSize: '2.5rem', padding: vars.space.xs }) } },
  defaultVariants: { size: 'md' },
});

export type CountdownVariants = NonNullable<RecipeVariants<typeof part>>;

export const value = recipe({
  base: inComponents({
    fontSize: vars.fontSize.xxl,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    fontVariantNumeric: 'tabular-nums',
  }),
  variants: { size: { md: {}, sm: inComponents({ fontSize: vars.fontSize.lg }) } },
  defaultVariants: { size: 'md' },
});

export const unit = style(
  inComponents({
    fontSize: vars.fontSize.xs,
    color: vars.color.textMuted,
    textTransform: 'uppercase',
    letterSpacing: '0.05em',
  }),
);
