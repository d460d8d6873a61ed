import { globalStyle, style } from '@vanilla-extract/css';
import { components } from '../../theme/layers.css';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/style';

export const select = style(
  inComponents({
    appearance: 'none',
    cursor: 'pointer',
    paddingInlineEnd: 28,
  }),
);

globalStyle(`${select} option`, {
  '@layer': { [components]: { backgroundColor: vars.color.surfaceRaised, color: vars.color.text } },
});

export const chevron = style(
  inComponents({
    pointerEvents: 'none',
    marginInlineStart: -24,
    color: vars.color.textMuted,
    display: 'inline-flex',
  }),
);
