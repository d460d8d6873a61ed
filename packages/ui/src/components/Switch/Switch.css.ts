import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/style';

export const track = style(
  inComponents({
    position: 'relative',
    flexShrink: 0,
    inlineSize: 36,
    blockSize: 20,
    borderRadius: vars.radius.full,
    border: `1px solid ${vars.color.borderStrong}`,
    backgroundColor: vars.color.surfaceSunken,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&[data-state="checked"]': { backgroundColor: vars.color.accent, borderColor: vars.color.accent },
      '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    },
  }),
);

export const thumb = style(
  inComponents({
    display: 'block',
    inlineSize: 14,
    blockSize: 14,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.borderStrong,
    transform: 'translateX(2px)',
    transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&[data-state="checked"]': { transform: 'translateX(18px)', backgroundColor: vars.color.accentText },
      '[dir="rtl"] &': { transform: 'translateX(-2px)' },
      '[dir="rtl"] &[data-state="checked"]': { transform: 'translateX(-18px)' },
    },
  }),
);
