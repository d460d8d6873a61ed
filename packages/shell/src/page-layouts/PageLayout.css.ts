import { vars } from '../lib/themeVars';
import { globalStyle, style } from '@vanilla-extract/css';
import { shellSizes } from '../lib/sizes';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 0 auto',
  minInlineSize: 0,
  inlineSize: '100%',
});
/**
 * A page that fills the window below the toolbar (64 px) and above the footer (48 px), not less than a usable
 * height on a short window; its content is a column that a child stretches in.
 */
export const rootFill = style({
  flex: 'none',
  blockSize: `max(30rem, calc(100dvh - ${shellSizes.toolbarHeight + 48}px))`,
});
export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minBlockSize: 64,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  minInlineSize: 0,
  // On a phone the header's edges line up with the content's (its cards, its fields).
  '@media': { 'screen and (max-width: 599.98px)': { paddingInline: vars.space.lg } },
});
export const headerCarded = style({
  background: vars.color.accent,
  color: vars.color.accentText,
  paddingBlockEnd: 72,
});
// A heading on the accent band reads in the band's text colour, not the page's (3:1 at least, axe's contrast).
globalStyle(`${headerCarded} :is(h1, h2, h3, h4, h5, h6)`, { color: 'inherit' });
export const body = style({ display: 'flex', flex: 1, minInlineSize: 0, minBlockSize: 0 });
export const bodyCarded = style({
  marginBlockStart: -56,
  paddingInline: vars.space.xl,
  paddingBlockEnd: vars.space.xl,
  gap: vars.space.xl,
  '@media': { 'screen and (max-width: 599.98px)': { paddingInline: vars.space.sm } },
});
export const sidebar = style({
  flexShrink: 0,
  inlineSize: 240,
  minInlineSize: 0,
  overflow: 'auto',
  background: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
});
export const sidebarEnd = style({
  borderInlineEnd: 'none',
  borderInlineStart: `1px solid ${vars.color.border}`,
});
export const sidebarCarded = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: 'none',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  alignSelf: 'flex-start',
});
export const main = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minInlineSize: 0,
  selectors: { [`${rootFill} &`]: { minBlockSize: 0 } },
});
export const content = style({
  flex: 1,
  minInlineSize: 0,
  selectors: { [`${rootFill} &`]: { display: 'flex', flexDirection: 'column', minBlockSize: 0 } },
  padding: vars.space.xl,
  '@media': { 'screen and (max-width: 599.98px)': { padding: vars.space.lg } },
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minInlineSize: 0,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  overflow: 'hidden',
});
export const cardHeader = style({
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

/** The kit's drawer holding a sidebar on small screens: the sidebar's content edge to edge. */
export const sidebarDrawer = style({ padding: 0, gap: 0 });
