import { vars } from '../lib/themeVars';
import { style } from '@vanilla-extract/css';

// Static classes, not Stack/Heading/Button: the error pages are in the start-up chunk, which carries no
// sprinkles or recipe runtime (the login page's budget, see the README's "Start-up weight").

/** The page fills the content area and centres its column. */
export const page = style({
  display: 'flex',
  flex: 1,
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.xxl,
  textAlign: 'center',
  color: vars.color.text,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.semibold });
/** The status code, large and muted. */
export const code = style({
  margin: 0,
  fontSize: 'clamp(3rem, 12vw, 6rem)',
  fontWeight: 800,
  lineHeight: 1,
  color: vars.color.textMuted,
});
export const message = style({ margin: 0, maxInlineSize: 480, color: vars.color.textMuted });
/** "Back to home", drawn as an outline button. */
export const home = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: 36,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  ':hover': { background: vars.color.surfaceHover },
});
