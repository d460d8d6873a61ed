import { vars } from '@chorus/ui';
import { style } from '@vanilla-extract/css';

/** Two columns of fields, one on narrow screens; wide fields span both. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
  gap: vars.space.lg,
});
export const wide = style({ gridColumn: '1 / -1' });
export const footerStart = style({ marginInlineEnd: 'auto' });
