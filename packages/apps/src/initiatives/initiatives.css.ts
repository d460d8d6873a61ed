/** The initiatives screens' own styles (the product's shared look is in lib/product). */
import { vars } from '@chorus/ui/theme';
import { style } from '@vanilla-extract/css';

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});
export const statusFilter = style({
  inlineSize: 180,
  '@media': { 'screen and (max-width: 600px)': { inlineSize: '100%' } },
});
