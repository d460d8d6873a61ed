import { vars } from '@chorus/ui/theme';
import { style } from '@vanilla-extract/css';

export const masonry = style({
  columnWidth: 240,
  columnGap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const item = style({ breakInside: 'avoid', marginBlockEnd: vars.space.lg });
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  inlineSize: '100%',
  textAlign: 'start',
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: 0,
  overflow: 'hidden',
  boxShadow: vars.shadow.sm,
  ':hover': { boxShadow: vars.shadow.md },
});
/** The card's own button (it opens the note): the whole card but its "Show more". */
export const open = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  inlineSize: '100%',
  textAlign: 'start',
  font: 'inherit',
  color: 'inherit',
  background: 'none',
  border: 'none',
  padding: 0,
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
});
export const image = style({ inlineSize: '100%', display: 'block', maxBlockSize: 200, objectFit: 'cover' });
export const title = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md });
export const text = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});
/** A very long text in the masonry: its first lines, the rest behind "Show more". */
export const textClamped = style([
  text,
  { display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 8, overflow: 'hidden' },
]);
export const checklist = style({ listStyle: 'none', margin: 0, padding: 0, fontSize: vars.fontSize.sm });
export const done = style({ textDecoration: 'line-through', color: vars.color.textMuted });
/** A list without bullets or indent (its layout is a Stack). */
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
