import { vars } from '../lib/themeVars';
import { style } from '@vanilla-extract/css';

/** Over the whole window, above everything, in the main theme. */
export const splash = style({
  position: 'fixed',
  inset: 0,
  zIndex: 3000,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
});
export const mark = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: 64,
  blockSize: 64,
  borderRadius: 16,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: 32,
  fontWeight: 700,
});
export const name = style({ fontSize: 20, fontWeight: 600 });
