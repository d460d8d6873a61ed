import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { fadeIn } from '../../theme/overlay.css';
import { inComponents } from '../../theme/style';

/** The dialog's width, set from the `width` prop through assignInlineVars. */
export const widthVar = createVar();

export const overlay = style(
  inComponents({
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.overlay,
    backgroundColor: vars.color.overlay,
    selectors: {
      '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}` },
    },
  }),
);

const dialogIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

export const content = recipe({
  base: inComponents({
    position: 'fixed',
    zIndex: vars.zIndex.modal,
    insetBlockStart: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    inlineSize: `min(${widthVar}, calc(100vw - 32px))`,
    maxInlineSize: '90vw',
    maxBlockSize: 'calc(100dvh - 48px)',
    overflowY: 'auto',
    padding: vars.space.xl,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    selectors: {
      '&[data-state="open"]': { animation: `${dialogIn} ${vars.motion.normal} ${vars.motion.easing}` },
    },
  }),
  variants: {
    size: {
      sm: { vars: { [widthVar]: '380px' } },
      md: { vars: { [widthVar]: '520px' } },
      lg: { vars: { [widthVar]: '720px' } },
      xl: { vars: { [widthVar]: '960px' } },
    },
  },
  defaultVariants: { size: 'md' },
});

export const header = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    paddingInlineEnd: vars.space.xl,
  }),
);

export const title = style(
  inComponents({
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
  }),
);

export const description = style(inComponents({ fontSize: vars.fontSize.sm, color: vars.color.textMuted }));

export const close = style(
  inComponents({ position: 'absolute', insetBlockStart: vars.space.md, insetInlineEnd: vars.space.md }),
);

export const footer = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: vars.space.sm,
    marginBlockStart: vars.space.xs,
  }),
);
