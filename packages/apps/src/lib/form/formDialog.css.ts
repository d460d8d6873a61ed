import { vars } from '@chorus/ui/theme';
import { style } from '@vanilla-extract/css';

/** Two columns of fields, one on narrow screens; wide fields span both. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
  gap: vars.space.lg,
});
export const wide = style({ gridColumn: '1 / -1' });
/** Pushes the actions after it to the end of the footer (Remove at the start, Cancel and Save at the end). */
export const footerStart = style({ marginInlineEnd: 'auto' });
/** A group of checkboxes with a legend. */
export const group = style({
  border: 'none',
  padding: 0,
  margin: 0,
  // A fieldset is as wide as its content by default; this one fits the dialog.
  minInlineSize: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
});
export const legend = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  marginBlockEnd: vars.space.sm,
  padding: 0,
});
/** The chips of a ChipsField, wrapping. */
export const chips = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});
