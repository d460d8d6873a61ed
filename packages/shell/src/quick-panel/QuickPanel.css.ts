import { vars } from '../lib/themeVars';
import { style } from '@vanilla-extract/css';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});
export const today = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const weekday = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const date = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});
export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
});
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const itemTitle = style({ fontWeight: vars.fontWeight.medium });
export const itemDetail = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const itemLink = style({
  color: 'inherit',
  textDecorationLine: 'underline',
  textDecorationColor: vars.color.border,
  textUnderlineOffset: '0.2em',
  ':hover': { textDecorationColor: 'currentColor' },
});
