import { vars } from '@chorus/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 };

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  flex: '1 1 12rem',
});
export const viewButtons = style({
  display: 'inline-flex',
  margin: 0,
  padding: 0,
  minInlineSize: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});
export const viewButton = style({
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  minBlockSize: 36,
  border: 'none',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceHover },
  ':focus-visible': focusRing,
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.accent, color: vars.color.accentText },
    '& + &': { borderInlineStart: `1px solid ${vars.color.borderStrong}` },
  },
});

export const scroller = style({ overflow: 'auto', inlineSize: '100%' });
/** The week and day grids scroll inside the page: the hours go on below. */
export const timeScroller = style([scroller, { maxBlockSize: 'min(70vh, 44rem)' }]);
// The days stay named while the hours scroll (the grid opens scrolled to 8 o'clock).
globalStyle(`${timeScroller} thead th`, {
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 2,
  background: vars.color.surfaceRaised,
});
export const grid = style({
  inlineSize: '100%',
  minInlineSize: 640,
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});
/** One day's grid fits any width. */
export const dayGrid = style([grid, { minInlineSize: 0 }]);
export const columnHeader = style({
  padding: vars.space.xs,
  textAlign: 'center',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
export const rowHeader = style({
  inlineSize: 72,
  padding: vars.space.xs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
  textAlign: 'end',
  verticalAlign: 'top',
  border: `1px solid ${vars.color.border}`,
});
export const cell = style({
  verticalAlign: 'top',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceHover },
  ':focus-visible': focusRing,
  selectors: {
    '&[data-outside="true"]': { background: vars.color.surfaceSunken, color: vars.color.textMuted },
    // Where a dragged event, or one moved with the keyboard, would land.
    '&&[data-drop-target="true"]': {
      background: vars.color.accentSoft,
      outline: `2px dashed ${vars.color.accent}`,
      outlineOffset: -2,
    },
  },
});
export const monthCell = style([cell, { blockSize: 112 }]);
export const slotCell = style([cell, { blockSize: 48 }]);
export const dayNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: 26,
  blockSize: 26,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  selectors: { '[aria-current="date"] &': { background: vars.color.accent, color: vars.color.accentText } },
});
// One column that may shrink below its content: a long title ends in an ellipsis inside its day instead of
// running over the next one.
export const events = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 2,
});
export const event = style({
  display: 'block',
  inlineSize: '100%',
  font: 'inherit',
  fontSize: vars.fontSize.xs,
  textAlign: 'start',
  padding: `1px ${vars.space.xs}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: vars.color.accentSoft,
  color: vars.color.accentSoftText,
  cursor: 'pointer',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  ':hover': { background: vars.color.accentSoftHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
  selectors: {
    '&[data-all-day="true"]': { background: vars.color.accent, color: vars.color.accentText },
    '&[data-moving="true"]': { opacity: 0.6, outline: `2px dashed ${vars.color.focus}`, outlineOffset: 1 },
  },
});
/**
 * The month on a phone: it fits the screen instead of scrolling sideways; cells and chips shrink and a chip shows
 * its title only (its time stays in its accessible name and its title tooltip).
 */
const phone = 'screen and (max-width: 599px)';
export const monthGrid = style({ '@media': { [phone]: { minInlineSize: 0 } } });
globalStyle(`${monthGrid} ${cell}`, { '@media': { [phone]: { padding: 2 } } });
globalStyle(`${monthGrid} ${event}`, { '@media': { [phone]: { fontSize: 10, paddingInline: 2 } } });
globalStyle(`${monthGrid} ${event} time`, { '@media': { [phone]: { display: 'none' } } });
globalStyle(`${monthGrid} ${columnHeader}`, { '@media': { [phone]: { paddingInline: 0, fontSize: 10 } } });

/** The copy of an event that follows the pointer while it is dragged. */
export const dragOverlay = style({ boxShadow: vars.shadow.md, cursor: 'grabbing' });
export const more = style([
  event,
  { background: 'transparent', color: vars.color.textMuted, textDecoration: 'underline' },
]);
export const hint = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  margin: `${vars.space.sm} 0 0`,
});
globalStyle(`${event} time`, { fontWeight: vars.fontWeight.semibold, marginInlineEnd: 4, flex: 'none' });

/** The month as an agenda (a phone): days with their events, one under the other. */
export const agenda = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  inlineSize: '100%',
  marginBlockStart: vars.space.sm,
});
export const agendaDay = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBlockEnd: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
export const agendaDayHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const agendaDayTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  selectors: {
    '[aria-current="date"] &': { color: vars.color.accent },
  },
});
export const agendaEvents = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 });
export const agendaEvent = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  inlineSize: '100%',
  minBlockSize: 40,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  borderInlineStart: `3px solid ${vars.color.accent}`,
  borderRadius: vars.radius.sm,
  background: vars.color.accentSoft,
  color: vars.color.accentSoftText,
  cursor: 'pointer',
  ':hover': { background: vars.color.accentSoftHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
});
export const agendaTime = style({
  flex: '0 0 auto',
  minInlineSize: '6.5rem',
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});
export const agendaTitle = style({ flex: '1 1 auto', minInlineSize: 0, overflowWrap: 'anywhere' });

/** A lane of the month's multi-day bars: each cell keeps one, so a bar stays level across its days. */
export const lane = style({ position: 'relative', blockSize: '1.25rem' });
/** A multi-day event: a bar from its first cell of the row over the next ones (inline size set per bar). */
export const bar = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  zIndex: 1,
  selectors: {
    // It goes on from the previous week, or into the next: that end is square, cut by the row's edge.
    '&[data-before="true"]': { borderStartStartRadius: 0, borderEndStartRadius: 0 },
    '&[data-after="true"]': { borderStartEndRadius: 0, borderEndEndRadius: 0 },
  },
});

/** A chip's time and title on one line; the title ends in an ellipsis where its own language ends. */
export const chipText = style({ display: 'flex', alignItems: 'baseline', minInlineSize: 0 });
export const chipTitle = style({
  flex: '0 1 auto',
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  textAlign: 'start',
});
