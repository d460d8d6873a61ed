import { vars } from '../lib/themeVars';
import { style } from '@vanilla-extract/css';

export const overlay = style({
  position: 'absolute',
  inset: 0,
  zIndex: 40,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});
export const input = style({
  flex: 1,
  minInlineSize: 0,
  blockSize: 40,
  paddingInline: vars.space.sm,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.fontSize.md,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, borderRadius: vars.radius.sm },
});
export const listbox = style({
  position: 'absolute',
  insetBlockStart: '100%',
  insetInline: 0,
  zIndex: 41,
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  maxBlockSize: '60vh',
  overflow: 'auto',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  borderEndStartRadius: vars.radius.md,
  borderEndEndRadius: vars.radius.md,
});
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: 40,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"], &:hover': {
      background: vars.color.accentSoft,
      color: vars.color.accentSoftText,
    },
  },
});
export const empty = style({ padding: vars.space.md, color: vars.color.textMuted });
