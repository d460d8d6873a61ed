import { vars } from '../lib/themeVars';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minInlineSize: 0,
});
export const icons = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { 'screen and (min-width: 600px)': { display: 'flex' } },
});
/** The kit's popover, sized for the search field and the list. */
export const panel = style({ inlineSize: 280, maxInlineSize: 'calc(100vw - 16px)', padding: vars.space.sm });
export const input = style({
  inlineSize: '100%',
  blockSize: 36,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: 'inherit',
  font: 'inherit',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
});
export const list = style({
  listStyle: 'none',
  margin: 0,
  marginBlockStart: vars.space.sm,
  padding: 0,
  maxBlockSize: 320,
  overflow: 'auto',
});
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  inlineSize: '100%',
  minBlockSize: 36,
  paddingInline: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
});
export const star = style({
  marginInlineStart: 'auto',
  opacity: 0.4,
  selectors: { '[aria-pressed="true"] > &': { opacity: 1, color: vars.color.warning } },
});
