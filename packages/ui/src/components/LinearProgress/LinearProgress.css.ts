import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/style';

/** The filled share of a determinate bar, 0 to 1. */
export const progressVar = createVar();

export const root = style(
  inComponents({
    position: 'relative',
    overflow: 'hidden',
    inlineSize: '100%',
    blockSize: '4px',
    borderRadius: vars.radius.full,
    // The track is the accent's soft fill; the bar is the solid accent (3:1 against the track and surface).
    background: vars.color.accentSoft,
    selectors: { '&[data-size="lg"]': { blockSize: '8px' } },
  }),
);

const slide = keyframes({
  '0%': { insetInlineStart: '-40%' },
  '100%': { insetInlineStart: '100%' },
});

export const bar = style(
  inComponents({
    position: 'absolute',
    insetBlock: 0,
    insetInlineStart: 0,
    inlineSize: `calc(${progressVar} * 100%)`,
    borderRadius: 'inherit',
    background: vars.color.accent,
    transition: `inline-size ${vars.motion.normal} ${vars.motion.easing}`,
    selectors: {
      '[data-state="indeterminate"] > &': {
        inlineSize: '40%',
        animation: `${slide} 1.4s ${vars.motion.easing} infinite`,
      },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': {
        selectors: {
          '[data-state="indeterminate"] > &': { animation: 'none', inlineSize: '100%', opacity: 0.6 },
        },
      },
    },
  }),
);
