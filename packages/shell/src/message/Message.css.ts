import { vars } from '../lib/themeVars';
import { globalStyle, style } from '@vanilla-extract/css';

/** A message anchored at the bottom: the kit's snackbar viewport moves from the top edge to the bottom one. */
export const bottom = style({});
globalStyle(`${bottom} > *`, { insetBlockStart: 'auto', insetBlockEnd: vars.space.lg });
