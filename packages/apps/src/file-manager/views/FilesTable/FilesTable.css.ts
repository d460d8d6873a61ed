import { vars } from '@chorus/ui';
import { style } from '@vanilla-extract/css';

export const name = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minInlineSize: 0 });
export const nameText = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
