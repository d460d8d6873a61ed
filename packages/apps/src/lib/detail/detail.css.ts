/**
 * The detail frame's own look (theme variables only): a page of bounded width, and the link back to the list
 * above it. lib/product's styles re-export these, so the product's pages and the frame share one rule.
 */
import { vars } from '@chorus/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  maxInlineSize: 1100,
  marginInline: 'auto',
  inlineSize: '100%',
  '@media': { 'screen and (max-width: 600px)': { padding: vars.space.sm } },
});

export const link = style({
  color: vars.color.accentSoftText,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});
export const backLink = style([
  link,
  { display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.sm },
]);
