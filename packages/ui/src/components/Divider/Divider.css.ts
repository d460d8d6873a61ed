import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/style';

export const divider = style(
  inComponents({
    border: 0,
    flexShrink: 0,
    backgroundColor: vars.color.border,
    selectors: {
      '&[data-orientation="horizontal"]': { blockSize: 1, inlineSize: '100%' },
      '&[data-orientation="vertical"]': { inlineSize: 1, alignSelf: 'stretch', minBlockSize: '1em' },
    },
  }),
);
