/**
 * The documentation pages: the list of pages, and the Markdown's HTML (headings, lists, tables, code) with the
 * highlighter's tokens in the theme's colours (so dark mode and contrast hold). Logical properties (RTL).
 */
import { vars } from '@chorus/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: vars.space.xl,
  maxInlineSize: '52rem',
  minInlineSize: 0,
  '@media': { 'screen and (max-width: 599px)': { padding: vars.space.lg } },
});

export const pageList = style({ padding: vars.space.md });
export const pageListItems = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});
export const pageLink = style({
  display: 'block',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[aria-current="page"]': {
      background: vars.color.accentSoft,
      color: vars.color.accentSoftText,
      fontWeight: vars.fontWeight.semibold,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
export const pagerLink = style({ color: vars.color.accentSoftText, fontWeight: vars.fontWeight.medium });

export const article = style({
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});
const a = article;
globalStyle(`${a} h1`, { fontSize: vars.fontSize.xxxl, lineHeight: vars.lineHeight.tight, margin: 0 });
globalStyle(`${a} h2`, {
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  marginBlock: `${vars.space.xxl} ${vars.space.md}`,
});
globalStyle(`${a} h3`, { fontSize: vars.fontSize.xl, marginBlock: `${vars.space.xl} ${vars.space.sm}` });
globalStyle(`${a} p, ${a} ul, ${a} ol, ${a} table, ${a} pre, ${a} blockquote`, {
  marginBlock: `0 ${vars.space.lg}`,
});
globalStyle(`${a} ul, ${a} ol`, { paddingInlineStart: vars.space.xl });
globalStyle(`${a} li + li`, { marginBlockStart: vars.space.xs });
globalStyle(`${a} a`, { color: vars.color.accentSoftText, textDecoration: 'underline' });
globalStyle(`${a} a:focus-visible`, { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle(`${a} blockquote`, {
  marginInline: 0,
  paddingInlineStart: vars.space.lg,
  borderInlineStart: `4px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
globalStyle(`${a} code`, {
  fontFamily: vars.font.mono,
  fontSize: '0.9em',
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
  paddingInline: vars.space.xxs,
});
globalStyle(`${a} pre`, {
  padding: vars.space.md,
  overflowX: 'auto',
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  // Code reads left to right in every language.
  direction: 'ltr',
  textAlign: 'left',
});
globalStyle(`${a} pre code`, {
  background: 'none',
  padding: 0,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'normal',
});
globalStyle(`${a} table`, { borderCollapse: 'collapse', inlineSize: '100%' });
globalStyle(`${a} th, ${a} td`, {
  textAlign: 'start',
  verticalAlign: 'top',
  padding: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
globalStyle(`${a} th`, { fontWeight: vars.fontWeight.semibold });

/* highlight.js tokens, in the theme's soft-text colours (readable on the sunken surface in light and dark). */
globalStyle(`${a} .hljs-keyword, ${a} .hljs-built_in, ${a} .hljs-literal, ${a} .hljs-type`, {
  color: vars.color.accentSoftText,
});
globalStyle(`${a} .hljs-string, ${a} .hljs-regexp`, { color: vars.color.positiveSoftText });
globalStyle(`${a} .hljs-number, ${a} .hljs-attr, ${a} .hljs-variable, ${a} .hljs-params`, {
  color: vars.color.warningSoftText,
});
globalStyle(`${a} .hljs-title, ${a} .hljs-title.function_, ${a} .hljs-title.class_`, {
  color: vars.color.infoSoftText,
});
globalStyle(`${a} .hljs-comment, ${a} .hljs-meta`, { color: vars.color.textMuted, fontStyle: 'italic' });
