import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/style';

export const icon = style(
  inComponents({
    display: 'inline-block',
    flexShrink: 0,
    verticalAlign: 'middle',
  }),
);

export const mirrored = style(
  inComponents({
    selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
  }),
);

export const placeholder = style(
  inComponents({
    borderRadius: vars.radius.sm,
    border: `1px dashed currentColor`,
    opacity: 0.5,
  }),
);

/** The icon's colour. */
export const iconTone = recipe({
  variants: {
    tone: {
      inherit: inComponents({ color: 'inherit' }),
      muted: inComponents({ color: vars.color.textMuted }),
      accent: inComponents({ color: vars.color.accentSoftText }),
      neutral: inComponents({ color: vars.color.neutralSoftText }),
      critical: inComponents({ color: vars.color.criticalSoftText }),
      warning: inComponents({ color: vars.color.warningSoftText }),
      positive: inComponents({ color: vars.color.positiveSoftText }),
      info: inComponents({ color: vars.color.infoSoftText }),
    },
  },
});

export type IconVariants = NonNullable<RecipeVariants<typeof iconTone>>;
