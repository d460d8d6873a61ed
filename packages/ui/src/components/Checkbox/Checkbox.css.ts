import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/style';

/** Shared by Checkbox, Radio and Switch: the control and its label on one line. */
export const choice = style(inComponents({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm }));

export const choiceText = style(
  inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, paddingBlockStart: 1 }),
);

export const choiceLabel = style(
  inComponents({
    fontSize: vars.fontSize.sm,
    color: vars.color.text,
    lineHeight: vars.lineHeight.snug,
    cursor: 'pointer',
    selectors: { '[data-disabled] &': { cursor: 'not-allowed', color: vars.color.textMuted } },
  }),
);

export const box = style(
  inComponents({
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: 20,
    blockSize: 20,
    borderRadius: vars.radius.sm,
    border: `1px solid ${vars.color.borderStrong}`,
    backgroundColor: vars.color.surface,
    color: vars.color.accentText,
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color',
    transitionDuration: vars.motion.fast,
    selectors: {
      '&:hover:not([data-disabled])': { borderColor: vars.color.text },
      '&[data-state="checked"], &[data-state="indeterminate"]': {
        backgroundColor: vars.color.accent,
        borderColor: vars.color.accent,
      },
      '&[aria-invalid="true"]': { borderColor: vars.color.criticalSoftText },
      '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    },
  }),
);

export const indicator = style(inComponents({ display: 'inline-flex' }));
