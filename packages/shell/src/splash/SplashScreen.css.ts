import { vars } from '../lib/themeVars';
import { style } from '@vanilla-extract/css';

// Static classes, not Stack/Text: the splash is in the start-up chunk, which carries no sprinkles or
// recipe runtime (the login page's budget, see the README's "Start-up weight").

/** Over the whole window, above everything, in the main theme, its content centred in a column. */
export const splash = style({
  position: 'fixed',
  inset: 0,
  zIndex: 3000,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
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
export const note = style({ color: vars.color.textMuted });
