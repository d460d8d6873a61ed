import { vars } from '../lib/themeVars';
import { style } from '@vanilla-extract/css';

export const dialog = style({
  inlineSize: 480,
  maxInlineSize: 'calc(100vw - 32px)',
  padding: vars.space.xl,
  border: 'none',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  '::backdrop': { background: vars.color.overlay },
});
export const title = style({ margin: 0, marginBlockEnd: vars.space.md, fontSize: vars.fontSize.xl });
export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginBlockStart: vars.space.xl,
});
export const primary = style({
  background: vars.color.accent,
  color: vars.color.accentText,
  borderColor: vars.color.accent,
  ':hover': { background: vars.color.accentHover },
});
