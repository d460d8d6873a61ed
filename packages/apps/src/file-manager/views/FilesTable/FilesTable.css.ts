import { vars } from '@chorus/ui/theme';
import { style } from '@vanilla-extract/css';

export const name = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minInlineSize: 0 });
// A long name does not widen its column (the table is as wide as its content): it is cut with an ellipsis,
// so the details panel beside the table leaves every column in view (issue 30, item 14).
export const nameText = style({
  flex: 1,
  minInlineSize: 0,
  contain: 'inline-size',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
