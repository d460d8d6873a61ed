/** The UI pages' styles: logical properties only (RTL), nothing wider than a 360 px screen. */
import { vars } from '@chorus/ui/theme';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: vars.space.xl,
  minInlineSize: 0,
  '@media': { 'screen and (max-width: 599px)': { padding: vars.space.lg } },
});
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });
export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
});

export const codeFigure = style({
  margin: 0,
  minInlineSize: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});
export const codeBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xs,
  paddingBlock: vars.space.xxs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
export const codeCaption = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontFamily: vars.font.mono,
  overflowWrap: 'anywhere',
});
export const code = style({
  margin: 0,
  padding: vars.space.md,
  overflow: 'auto',
  maxBlockSize: '32rem',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  // Source code reads left to right in every language.
  direction: 'ltr',
  textAlign: 'left',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' } },
});

/* Icons */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});
export const search = style({ flex: '1 1 14rem', minInlineSize: 0 });
export const iconScroller = style({
  blockSize: 'min(36rem, 65vh)',
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  contain: 'strict',
});
export const iconRows = style({ position: 'relative', inlineSize: '100%' });
export const iconRow = style({
  position: 'absolute',
  insetInlineStart: 0,
  insetBlockStart: 0,
  inlineSize: '100%',
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.xs,
  boxSizing: 'border-box',
});
export const iconCell = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minInlineSize: 0,
  blockSize: '100%',
  padding: vars.space.sm,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover, borderColor: vars.color.border },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});
export const iconGlyph = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
});
export const iconName = style({
  fontSize: vars.fontSize.xs,
  fontFamily: vars.font.mono,
  color: vars.color.textMuted,
  maxInlineSize: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  direction: 'ltr',
});

/* Typography and tokens */
export const tableScroller = style({ overflowX: 'auto', minInlineSize: 0 });
export const table = style({ borderCollapse: 'collapse', inlineSize: '100%', minInlineSize: '18rem' });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  verticalAlign: 'middle',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
globalStyle(`${table} th`, {
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});
export const token = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  direction: 'ltr',
  overflowWrap: 'anywhere',
});
export const swatch = style({
  display: 'inline-block',
  inlineSize: '1.5rem',
  blockSize: '1.5rem',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  verticalAlign: 'middle',
});
export const spaceBar = style({
  display: 'block',
  blockSize: '0.75rem',
  background: vars.color.accent,
  borderRadius: vars.radius.sm,
});
export const example = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  minInlineSize: 0,
});

/* Page layouts */
export const layoutHeader = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.md,
  minInlineSize: 0,
});
export const layoutTitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const layoutBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  minInlineSize: 0,
});
export const sidebarBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
});
export const fontFamily = {
  body: style({ fontFamily: vars.font.body }),
  heading: style({ fontFamily: vars.font.heading }),
  mono: style({ fontFamily: vars.font.mono }),
};
/** A bar as long as each spacing token (the spacing table). */
export const spaceWidth = styleVariants(vars.space, (value) => ({ inlineSize: value }));
export const swatchGrid = style({
  listStyle: 'none',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  color: vars.color.text,
});
