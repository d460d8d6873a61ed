import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/style';

const enter = keyframes({
  from: { transform: 'translateY(-8px)' },
  to: { transform: 'translateY(0)' },
});

/** Top centre (§9), above everything else; or `inline`, where it stands (stories, docs). */
export const viewport = recipe({
  base: inComponents({
    position: 'fixed',
    insetBlockStart: vars.space.lg,
    insetInline: vars.space.lg,
    zIndex: vars.zIndex.toast,
    display: 'flex',
    justifyContent: 'center',
    pointerEvents: 'none',
  }),
  variants: {
    position: {
      'top-center': {},
      inline: inComponents({ position: 'static', inset: 'auto' }),
    },
  },
  defaultVariants: { position: 'top-center' },
});

const variant = (tone: 'positive' | 'warning' | 'critical' | 'info' | 'neutral') =>
  inComponents({ background: vars.color[tone], color: vars.color[`${tone}Text`] });

export const root = recipe({
  base: inComponents({
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    minInlineSize: '18rem',
    maxInlineSize: '36rem',
    paddingBlock: vars.space.sm,
    paddingInlineStart: vars.space.lg,
    paddingInlineEnd: vars.space.sm,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.snug,
    animation: `${enter} ${vars.motion.normal} ${vars.motion.easing}`,
  }),
  variants: {
    variant: {
      success: variant('positive'),
      warning: variant('warning'),
      error: variant('critical'),
      info: variant('info'),
      default: variant('neutral'),
    },
    position: {
      'top-center': {},
      inline: inComponents({ animation: 'none' }),
    },
  },
  defaultVariants: { variant: 'default', position: 'top-center' },
});

export type SnackbarVariants = NonNullable<RecipeVariants<typeof root>>;

export const icon = style(inComponents({ flexShrink: 0 }));
export const message = style(inComponents({ flex: 1, minInlineSize: 0, paddingBlock: vars.space.xs }));
export const title = style(inComponents({ fontWeight: vars.fontWeight.semibold }));
export const action = style(inComponents({ flexShrink: 0, display: 'flex', gap: vars.space.xs }));

export const close = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    inlineSize: '2rem',
    blockSize: '2rem',
    borderRadius: vars.radius.md,
    color: 'inherit',
    selectors: {
      '&:hover': { background: 'color-mix(in srgb, currentColor 15%, transparent)' },
      '&:focus-visible': { outlineColor: 'currentColor', outlineOffset: '-2px' },
    },
  }),
);

export const actionButton = style(
  inComponents({
    blockSize: '2rem',
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.md,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'currentColor',
    color: 'inherit',
    fontWeight: vars.fontWeight.semibold,
    selectors: {
      '&:hover': { background: 'color-mix(in srgb, currentColor 15%, transparent)' },
      '&:focus-visible': { outlineColor: 'currentColor' },
    },
  }),
);
