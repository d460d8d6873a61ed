import { vars } from '../lib/themeVars';
import { style } from '@vanilla-extract/css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: 40,
  paddingInline: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});
/** Name and e-mail: the button's accessible name; shown from 960 px, visually hidden below. */
export const names = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  flexDirection: 'column',
  alignItems: 'flex-end',
  lineHeight: vars.lineHeight.tight,
  fontSize: vars.fontSize.sm,
  '@media': {
    'screen and (min-width: 960px)': {
      position: 'static',
      display: 'flex',
      inlineSize: 'auto',
      blockSize: 'auto',
      overflow: 'visible',
      clip: 'auto',
    },
  },
});
export const email = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const avatar = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  inlineSize: 32,
  blockSize: 32,
  borderRadius: vars.radius.full,
  overflow: 'hidden',
  background: vars.color.accentSoft,
  color: vars.color.accentSoftText,
  objectFit: 'cover',
});
/** The kit's menu, at least as wide as the header's longest line allows. */
export const menu = style({ minInlineSize: 220, maxInlineSize: 'calc(100vw - 16px)' });
/** Name, e-mail and roles above the entries: normal text, wrapping long addresses. */
export const menuHeader = style({
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  overflowWrap: 'anywhere',
});
/** The Host badge after the name. */
export const badge = style({ marginInlineStart: vars.space.xs, verticalAlign: 'middle' });
/** "Theme", above its three choices. */
export const groupLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});
