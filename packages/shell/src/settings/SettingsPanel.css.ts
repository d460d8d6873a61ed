import { vars } from '../lib/themeVars';
import { style } from '@vanilla-extract/css';

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: vars.space.lg,
});
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
});
