import { style } from '@vanilla-extract/css';
import { inComponents } from '../theme/style';

export const visuallyHidden = style(
  inComponents({
    position: 'absolute',
    inlineSize: 1,
    blockSize: 1,
    padding: 0,
    margin: -1,
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
    borderWidth: 0,
  }),
);
