import { createVar, type GlobalStyleRule, globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { components } from '../../theme/layers.css';
import { inComponents } from '../../theme/style';

/** The space between a button's icon and its text (its flex gap). */
const gapVar = createVar();

// Each tone fills these; each variant paints with them. 3 tones x 4 variants without compound variants.
const solid = createVar();
const solidHover = createVar();
const onSolid = createVar();
const soft = createVar();
const softHover = createVar();
const onSoft = createVar();
const boxSize = createVar();

const tone = (t: 'accent' | 'neutral' | 'critical') =>
  inComponents({
    vars: {
      [solid]: vars.color[t],
      [solidHover]: vars.color[`${t}Hover`],
      [onSolid]: vars.color[`${t}Text`],
      [soft]: vars.color[`${t}Soft`],
      [softHover]: vars.color[`${t}SoftHover`],
      [onSoft]: vars.color[`${t}SoftText`],
    },
  });

const enabled = '&:not(:disabled):not([aria-disabled="true"])';

export const button = recipe({
  base: inComponents({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    vars: { [gapVar]: vars.space.sm },
    gap: gapVar,
    flexShrink: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed' },
      '&:disabled:not([data-loading])': { opacity: 0.5 },
      '&[data-loading]': { cursor: 'progress' },
    },
  }),
  variants: {
    tone: { accent: tone('accent'), neutral: tone('neutral'), critical: tone('critical') },
    variant: {
      solid: inComponents({
        backgroundColor: solid,
        color: onSolid,
        selectors: { [`${enabled}:hover`]: { backgroundColor: solidHover } },
      }),
      soft: inComponents({
        backgroundColor: soft,
        color: onSoft,
        selectors: { [`${enabled}:hover`]: { backgroundColor: softHover } },
      }),
      outline: inComponents({
        backgroundColor: 'transparent',
        color: onSoft,
        borderColor: `color-mix(in srgb, ${onSoft} 45%, transparent)`,
        selectors: { [`${enabled}:hover`]: { backgroundColor: soft, borderColor: onSoft } },
      }),
      ghost: inComponents({
        backgroundColor: 'transparent',
        color: onSoft,
        selectors: { [`${enabled}:hover`]: { backgroundColor: soft } },
      }),
    },
    size: {
      sm: inComponents({
        minBlockSize: boxSize,
        paddingInline: vars.space.md,
        fontSize: vars.fontSize.sm,
        vars: { [boxSize]: '32px', [gapVar]: vars.space.xs },
      }),
      md: inComponents({
        vars: { [boxSize]: '40px' },
        minBlockSize: boxSize,
        paddingInline: vars.space.lg,
        fontSize: vars.fontSize.sm,
      }),
      lg: inComponents({
        vars: { [boxSize]: '48px' },
        minBlockSize: boxSize,
        paddingInline: vars.space.xl,
        fontSize: vars.fontSize.md,
      }),
    },
    fullWidth: { true: inComponents({ inlineSize: '100%' }), false: {} },
    iconOnly: {
      true: inComponents({ paddingInline: 0, inlineSize: boxSize }),
      false: {},
    },
  },
  defaultVariants: { tone: 'accent', variant: 'solid', size: 'md', fullWidth: false, iconOnly: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style(
  inComponents({
    inlineSize: '1em',
    blockSize: '1em',
    flexShrink: 0,
    animation: `${spin} 0.8s linear infinite`,
  }),
);

export const icon = style(inComponents({ display: 'inline-flex', flexShrink: 0 }));
export const label = style(inComponents({ minInlineSize: 0, overflow: 'hidden', textOverflow: 'ellipsis' }));
// An icon given among the children rather than as `startIcon`/`endIcon` ("<Icon /> Add contact") keeps the
// button's gap from its text instead of touching it.
globalStyle(`${label}:has(> svg)`, {
  '@layer': { [components]: { display: 'inline-flex', alignItems: 'center', gap: gapVar } },
} as GlobalStyleRule);
globalStyle(`${label} > svg`, { '@layer': { [components]: { flexShrink: 0 } } } as GlobalStyleRule);
