import { vars } from '@chorus/ui';
import { style } from '@vanilla-extract/css';

export const title = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: { '[data-completed] &': { textDecoration: 'line-through', color: vars.color.textMuted } },
});
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBlockStart: vars.space.xs,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
export const notes = style({
  display: 'block',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const add = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
export const addField = style({ flex: 1, minInlineSize: 0 });
export const dates = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  gap: vars.space.md,
});
