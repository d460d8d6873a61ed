import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/style';

export const group = style(inComponents({ display: 'flex', gap: vars.space.sm }));

export const radio = style(
  inComponents({
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: 20,
    blockSize: 20,
    borderRadius: vars.radius.full,
    border: `1px solid ${vars.color.borderStrong}`,
    backgroundColor: vars.color.surface,
    cursor: 'pointer',
    selectors: {
      '&:hover:not([data-disabled])': { borderColor: vars.color.text },
      '&[data-state="checked"]': { borderColor: vars.color.accent, borderWidth: 2 },
      '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    },
  }),
);

export const dot = style(
  inComponents({
    inlineSize: 10,
    blockSize: 10,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.accent,
  }),
);
