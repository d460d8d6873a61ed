import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { fadeIn } from '../../theme/overlay.css';
import { inComponents } from '../../theme/style';

export const content = style(
  inComponents({
    zIndex: vars.zIndex.tooltip,
    maxInlineSize: 280,
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.neutral,
    color: vars.color.neutralText,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.snug,
    boxShadow: vars.shadow.md,
    selectors: {
      '&[data-state="delayed-open"], &[data-state="instant-open"]': {
        animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing}`,
      },
    },
  }),
);

export const arrow = style(inComponents({ fill: vars.color.neutral }));
