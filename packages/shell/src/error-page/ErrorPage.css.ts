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
/** "Back to home" and the search's button, drawn as outline buttons. */
export const home = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: 36,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: 'inherit',
  background: 'none',
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
});

/** The 404's search: a field and its button on one line, as wide as the message. */
export const search = style({ inlineSize: '100%', maxInlineSize: 480 });
export const searchForm = style({ display: 'flex', gap: vars.space.sm });
export const searchInput = style({
  flex: 1,
  minInlineSize: 0,
  minBlockSize: 36,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: 'inherit',
  font: 'inherit',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
});
