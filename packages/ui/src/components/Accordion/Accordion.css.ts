import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/style';

const open = keyframes({
  from: { blockSize: 0 },
  to: { blockSize: 'var(--radix-accordion-content-height)' },
});
const close = keyframes({
  from: { blockSize: 'var(--radix-accordion-content-height)' },
  to: { blockSize: 0 },
});

export const root = style(
  inComponents({
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: vars.color.border,
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    fontFamily: vars.font.body,
    overflow: 'hidden',
  }),
);

export const item = style(
  inComponents({ selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.border}` } } }),
);

export const header = style(
  inComponents({ display: 'flex', margin: 0, fontSize: 'inherit', fontWeight: 'inherit' }),
);

export const trigger = style(
  inComponents({
    flex: 1,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    paddingBlock: vars.space.md,
    paddingInline: vars.space.lg,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    textAlign: 'start',
    selectors: {
      '&:hover:not([data-disabled])': { background: vars.color.surfaceHover },
      '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
      '&:focus-visible': { outlineOffset: '-2px' },
    },
  }),
);

export const chevron = style(
  inComponents({
    flexShrink: 0,
    color: vars.color.textMuted,
    transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
    selectors: { '[data-state="open"] > &': { transform: 'rotate(180deg)' } },
  }),
);

export const content = style(
  inComponents({
    overflow: 'hidden',
    fontSize: vars.fontSize.sm,
    color: vars.color.text,
    selectors: {
      '&[data-state="open"]': { animation: `${open} ${vars.motion.normal} ${vars.motion.easing}` },
      '&[data-state="closed"]': { animation: `${close} ${vars.motion.normal} ${vars.motion.easing}` },
    },
  }),
);

export const contentInner = style(
  inComponents({ paddingBlockEnd: vars.space.lg, paddingInline: vars.space.lg }),
);
