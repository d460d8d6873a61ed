import { vars } from '@chorus/ui/theme';
import { style } from '@vanilla-extract/css';

export const heading = style({ flex: '1 1 16rem', minInlineSize: 0 });
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
export const search = style({ flex: '0 1 20rem', minInlineSize: '12rem' });
export const hint = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
