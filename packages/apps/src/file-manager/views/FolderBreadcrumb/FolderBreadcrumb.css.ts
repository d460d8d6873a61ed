import { vars } from '@chorus/ui/theme';
import { style } from '@vanilla-extract/css';

export const nav = style({ minInlineSize: 0 });
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});
export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minInlineSize: 0,
});
export const link = style({ color: vars.color.accentSoftText, overflowWrap: 'anywhere' });
export const current = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
