import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/style';

type FontSize = keyof typeof vars.fontSize;
type FontWeight = keyof typeof vars.fontWeight;

const lineHeightFor = (size: FontSize) =>
  ['xxl', 'xxxl', 'display'].includes(size) ? vars.lineHeight.tight : vars.lineHeight.normal;

const sizes = Object.fromEntries(
  (Object.keys(vars.fontSize) as FontSize[]).map((key) => [
    key,
    inComponents({ fontSize: vars.fontSize[key], lineHeight: lineHeightFor(key) }),
  ]),
) as Record<FontSize, ReturnType<typeof inComponents>>;

const weights = Object.fromEntries(
  (Object.keys(vars.fontWeight) as FontWeight[]).map((key) => [
    key,
    inComponents({ fontWeight: vars.fontWeight[key] }),
  ]),
) as Record<FontWeight, ReturnType<typeof inComponents>>;

/** Text on the type scale: tone, size, weight, alignment, truncation. Heading uses it without a tone. */
export const text = recipe({
  base: inComponents({ fontFamily: vars.font.body, margin: 0 }),
  variants: {
    tone: {
      default: inComponents({ color: vars.color.text }),
      muted: inComponents({ color: vars.color.textMuted }),
      inherit: inComponents({ color: 'inherit' }),
      accent: inComponents({ color: vars.color.accentSoftText }),
      critical: inComponents({ color: vars.color.criticalSoftText }),
      warning: inComponents({ color: vars.color.warningSoftText }),
      positive: inComponents({ color: vars.color.positiveSoftText }),
      info: inComponents({ color: vars.color.infoSoftText }),
    },
    size: sizes,
    weight: weights,
    align: {
      start: inComponents({ textAlign: 'start' }),
      center: inComponents({ textAlign: 'center' }),
      end: inComponents({ textAlign: 'end' }),
    },
    truncate: {
      true: inComponents({
        display: 'block',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      }),
      false: {},
    },
  },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;

export const heading = style(
  inComponents({
    fontFamily: vars.font.heading,
    color: vars.color.text,
    letterSpacing: '-0.01em',
  }),
);
