import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/style';

const tone = (name: 'info' | 'positive' | 'warning' | 'critical' | 'neutral') =>
  inComponents({
    background: vars.color[`${name}Soft`],
    color: vars.color[`${name}SoftText`],
    borderColor: vars.color[`${name}SoftText`],
  });

export const root = recipe({
  base: inComponents({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderInlineStartWidth: '4px',
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
  }),
  variants: {
    tone: {
      info: tone('info'),
      positive: tone('positive'),
      warning: tone('warning'),
      critical: tone('critical'),
      neutral: tone('neutral'),
    },
  },
  defaultVariants: { tone: 'info' },
});

export type AlertVariants = NonNullable<RecipeVariants<typeof root>>;

export const icon = style(inComponents({ flexShrink: 0, marginBlockStart: '2px' }));
export const body = style(inComponents({ flex: 1, minInlineSize: 0 }));
export const title = style(inComponents({ fontWeight: vars.fontWeight.semibold }));
export const action = style(
  inComponents({ flexShrink: 0, display: 'flex', alignItems: 'center', gap: vars.space.xs }),
);

export const dismiss = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    inlineSize: '1.75rem',
    blockSize: '1.75rem',
    marginBlock: '-2px',
    borderRadius: vars.radius.md,
    color: 'inherit',
    selectors: { '&:hover': { background: vars.color.surfaceHover, color: vars.color.text } },
  }),
);
