/** The grouping board: themes as columns of sticky notes, a drag handle per note, drop targets lit while over. */
import { vars } from '@chorus/ui/theme';
import { style } from '@vanilla-extract/css';

export const board = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const column = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.sm,
  background: vars.color.surfaceSunken,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minInlineSize: 0,
});

/** A drop target the dragged note is over. */
export const over = style({
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: 2,
});

export const columnTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
  flex: '1 1 auto',
  minInlineSize: 0,
});

export const notes = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const note = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  background: vars.color.surface,
  minInlineSize: 0,
});

export const noteBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: '1 1 auto',
  minInlineSize: 0,
});

export const dragging = style({ opacity: 0.4 });

export const dragHandle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  inlineSize: 24,
  blockSize: 32,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'grab',
  touchAction: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const overlay = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  maxInlineSize: 280,
  cursor: 'grabbing',
});
