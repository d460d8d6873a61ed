import { vars } from '@chorus/ui/theme';
import { style } from '@vanilla-extract/css';

export const thumbnail = style({
  inlineSize: 36,
  blockSize: 36,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  display: 'block',
  background: vars.color.surfaceSunken,
});
export const nameText = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const categories = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.sm}`,
  overflow: 'hidden',
});
