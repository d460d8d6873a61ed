import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { popIn } from '../../theme/overlay.css';
import { inComponents } from '../../theme/style';

export const content = style(
  inComponents({
    zIndex: vars.zIndex.popover,
    minInlineSize: 220,
    maxInlineSize: 'min(360px, calc(100vw - 16px))',
    padding: vars.space.lg,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    transformOrigin: 'var(--radix-popover-content-transform-origin)',
    selectors: {
      '&[data-state="open"]': { animation: `${popIn} ${vars.motion.fast} ${vars.motion.easing}` },
    },
  }),
);

export const arrow = style(inComponents({ fill: vars.color.surfaceRaised }));
