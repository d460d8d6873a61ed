import { vars } from '@chorus/ui/theme';
import { style } from '@vanilla-extract/css';

export const heading = style({ flex: '1 1 16rem', minInlineSize: 0 });
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});
export const subtitle = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const search = style({ flex: '1 1 14rem', maxInlineSize: '20rem', minInlineSize: 0 });
export const filter = style({ flex: '0 1 12rem', minInlineSize: 0 });
export const count = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.accentSoftText,
});
export const progress = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: '10rem',
});
export const stepOf = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const keys = style({
  margin: `${vars.space.md} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
