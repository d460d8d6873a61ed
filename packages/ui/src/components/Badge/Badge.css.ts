import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/style';
import { type Tone, tones } from '../../theme/tokens';

/** Colours given at run time (navigation badges carry their own `bg` and `fg`). */
export const bgVar = createVar();
export const fgVar = createVar();

export const root = style(
  inComponents({
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
);

export const solid = styleVariants(
  Object.fromEntries(
    tones.map((tone) => [tone, { vars: { [bgVar]: vars.color[tone], [fgVar]: vars.color[`${tone}Text`] } }]),
  ) as Record<Tone, { vars: Record<string, string> }>,
  (rule) => inComponents(rule),
);

export const soft = styleVariants(
  Object.fromEntries(
    tones.map((tone) => [
      tone,
      { vars: { [bgVar]: vars.color[`${tone}Soft`], [fgVar]: vars.color[`${tone}SoftText`] } },
    ]),
  ) as Record<Tone, { vars: Record<string, string> }>,
  (rule) => inComponents(rule),
);

export const dot = style(inComponents({ minInlineSize: '0.5rem', blockSize: '0.5rem', padding: 0 }));
