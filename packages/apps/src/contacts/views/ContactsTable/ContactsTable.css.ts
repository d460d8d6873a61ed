import { vars } from '@chorus/ui';
import { style } from '@vanilla-extract/css';

export const nameCell = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minInlineSize: 0,
});
export const nameText = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });
