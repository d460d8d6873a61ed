import { vars } from '@chorus/ui/theme';
import { style } from '@vanilla-extract/css';

export const root = style({ padding: vars.space.lg });
export const heading = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const number = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  inlineSize: '1.75rem',
  blockSize: '1.75rem',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  fontSize: vars.fontSize.xs,
});
export const text = style({ minInlineSize: 0, overflowWrap: 'anywhere' });
export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  inlineSize: '100%',
  padding: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&[aria-current="step"]': {
      background: vars.color.accentSoft,
      color: vars.color.accentSoftText,
      fontWeight: vars.fontWeight.semibold,
    },
    '&[aria-current="step"]:hover': { background: vars.color.accentSoftHover },
  },
});
