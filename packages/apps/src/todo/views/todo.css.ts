import { vars } from '@chorus/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { rowBody } from '../../lib/folder-app/folderApp.css';

export const title = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: { '[data-completed] &': { textDecoration: 'line-through', color: vars.color.textMuted } },
});
export const meta = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
/** "Overdue: due …": the words say it; the colour and the weight only add to them. */
export const overdue = style({ color: vars.color.criticalSoftText, fontWeight: vars.fontWeight.semibold });
export const notes = style({
  display: 'block',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const add = style({ borderBlockEnd: `1px solid ${vars.color.border}` });
export const addField = style({ flex: 1, minInlineSize: 0 });
export const dates = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  gap: vars.space.md,
});

/** A sortable row lifts while it is dragged. */
export const row = style({
  selectors: {
    '&[data-dragging]': { zIndex: 2, boxShadow: vars.shadow.md },
  },
  '@media': { 'screen and (max-width: 599px)': { flexWrap: 'wrap' } },
});
// On a phone the title keeps the row's width (beside the handle, the checkbox and done); star, priority and
// the menu wrap under it, at the end, instead of squeezing the title to a word per line.
globalStyle(`${row} > ${rowBody}`, {
  '@media': { 'screen and (max-width: 599px)': { flexBasis: 'calc(100% - 8rem)' } },
});
globalStyle(`${row} > ${rowBody} ~ *`, {
  '@media': { 'screen and (max-width: 599px)': { marginInlineStart: 'auto' } },
});
/** The grip a row is dragged by (pointer) or picked up with (Space or Enter). */
export const dragHandle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: 24,
  blockSize: 32,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'grab',
  touchAction: 'none',
  ':hover': { color: vars.color.text },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  selectors: {
    '&[aria-pressed="true"]': { cursor: 'grabbing', color: vars.color.text },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textDisabled },
  },
});
