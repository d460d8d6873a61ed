import { createVar, type StyleRule } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/style';
import { type Tone, tones } from '../../theme/tokens';

/** Colours given at run time (navigation badges carry their own `bg` and `fg`). */
export const bgVar = createVar();
export const fgVar = createVar();

export const root = recipe({
  base: inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xxs,
    minInlineSize: '1.25rem',
    blockSize: '1.25rem',
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.full,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
    background: bgVar,
    color: fgVar,
  }),
  variants: {
    tone: Object.fromEntries(tones.map((tone) => [tone, {}])) as Record<Tone, StyleRule>,
    variant: { solid: {}, soft: {} },
    dot: { true: inComponents({ minInlineSize: '0.5rem', blockSize: '0.5rem', padding: 0 }), false: {} },
  },
  compoundVariants: tones.flatMap((tone) => [
    {
      variants: { tone, variant: 'solid' as const },
      style: inComponents({ vars: { [bgVar]: vars.color[tone], [fgVar]: vars.color[`${tone}Text`] } }),
    },
    {
      variants: { tone, variant: 'soft' as const },
      style: inComponents({
        vars: { [bgVar]: vars.color[`${tone}Soft`], [fgVar]: vars.color[`${tone}SoftText`] },
      }),
    },
  ]),
  defaultVariants: { tone: 'accent', variant: 'solid', dot: false },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof root>>;
