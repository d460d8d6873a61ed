import { vars } from '../lib/themeVars';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

export const nav = style({ fontSize: vars.fontSize.sm });

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const groupHeader = style({
  paddingBlock: `${vars.space.lg} ${vars.space.xs}`,
  paddingInline: vars.space.lg,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  inlineSize: '100%',
  minBlockSize: 40,
  paddingBlock: vars.space.xs,
  paddingInlineEnd: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.accentSoft,
      color: vars.color.accentSoftText,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});

/** A row's start padding by nesting level: 12 px plus 16 per level, at most 80 (level 5 and deeper). */
/** (navIndent in navItems.ts: 16 per level, capped at 80; `indentClass` picks the class.) */
export const indent = styleVariants({
  0: { paddingInlineStart: 12 },
  1: { paddingInlineStart: 28 },
  2: { paddingInlineStart: 44 },
  3: { paddingInlineStart: 60 },
  4: { paddingInlineStart: 76 },
  5: { paddingInlineStart: 92 },
});

/** An item's title wraps onto a second line rather than losing its end ("Meetings for each initia…"). */
export const rowTitle = style({
  flex: 1,
  minInlineSize: 0,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
});

export const badge = style({
  flexShrink: 0,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: '20px',
  background: vars.color.accent,
  color: vars.color.accentText,
});

/** A live badge's place, kept before it arrives: wide enough for "Live" or "2 live" in the demo's languages. */
export const badgeSlot = style({
  flexShrink: 0,
  display: 'flex',
  justifyContent: 'flex-end',
  minInlineSize: '3.5rem',
});

export const chevron = style({ flexShrink: 0, transition: `transform ${vars.motion.fast}` });
// Open, the chevron points down in either direction. Its transform replaces the icon's RTL mirror (this
// rule is unlayered, the mirror is in the components layer), so one rotation of the icon as drawn serves
// both: a -90° turn in RTL pointed it up.
globalStyle(`[aria-expanded="true"] > ${chevron}`, { transform: 'rotate(90deg)' });

export const divider = style({
  blockSize: 1,
  marginBlock: vars.space.sm,
  marginInline: vars.space.lg,
  background: vars.color.border,
});

export const vertical = style({ paddingInline: vars.space.sm });

/** Folded (64 px): only icons; the titles stay as accessible names. */
export const folded = style({});
globalStyle(`${folded} ${rowTitle}, ${folded} ${badge}, ${folded} ${badgeSlot}, ${folded} ${chevron}`, {
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
});
globalStyle(`${folded} ${groupHeader}`, { visibility: 'hidden', blockSize: 8, padding: 0 });
globalStyle(`${folded} ${row}`, { justifyContent: 'center', paddingInline: '0 !important' });

// Horizontal
/** The horizontal nav takes the row's remaining width; what does not fit goes into its More menu. */
export const hNav = style({ flex: '1 1 0', minInlineSize: 0, blockSize: '100%' });
export const horizontal = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  blockSize: '100%',
});
// Items keep their width (never squeezed into an ellipsis): the ones that do not fit go into the More menu.
export const hItem = style({ position: 'relative', flexShrink: 0 });
export const hRow = style([row, { paddingInline: vars.space.md, whiteSpace: 'nowrap', inlineSize: 'auto' }]);
export const menu = style({
  position: 'absolute',
  insetBlockStart: '100%',
  insetInlineStart: 0,
  zIndex: 1100,
  minInlineSize: 220,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  listStyle: 'none',
  margin: 0,
});
export const subMenu = style({ insetBlockStart: 0, insetInlineStart: '100%' });
/** The More menu, at the end of the row, hangs from its end edge; its submenus open towards the start. */
globalStyle(`${hItem}[data-align="end"] > ${menu}`, { insetInlineStart: 'auto', insetInlineEnd: 0 });
globalStyle(`${hItem}[data-align="end"] ${subMenu}`, { insetInlineStart: 'auto', insetInlineEnd: '100%' });
