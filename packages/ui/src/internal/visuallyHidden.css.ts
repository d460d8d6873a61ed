import { style } from '@vanilla-extract/css';
import { utilities } from '../theme/layers.css';

/**
 * Hidden from sight, still read by assistive technology (a hidden label, a table caption, a folded
 * navigation's titles). The one copy: shell and apps import it from `@chorus/ui`. It sits in the
 * utilities layer, so it wins over any component style on the same element, and unlayered app CSS (say, a
 * media query that shows the text again on wide screens) still wins over it.
 */
export const visuallyHidden = style({
  '@layer': {
    [utilities]: {
      position: 'absolute',
      inlineSize: 1,
      blockSize: 1,
      padding: 0,
      margin: -1,
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
      borderWidth: 0,
    },
  },
});
