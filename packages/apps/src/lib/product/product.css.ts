/**
 * The look the initiatives and meetings screens share (theme variables only): the page frame, panels,
 * list cards, links and small type. Layout inside them goes through the kit's Stack and Box.
 */
import { vars } from '@chorus/ui/theme';
import { style } from '@vanilla-extract/css';

// The page frame and its links are the detail frame's (lib/detail): one rule for both.
export { backLink, link, page } from '../detail/detail.css';

/** Title block and actions: side by side, wrapping under each other on narrow screens. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

/** Laid over the kit's Card, which draws the border, surface and padding. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
  '@media': { 'screen and (max-width: 600px)': { padding: vars.space.md } },
});
export const panelTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});
export const pageTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: 1.2,
  overflowWrap: 'anywhere',
});
export const subheading = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
  gap: vars.space.md,
});
export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const text = style({ margin: 0, overflowWrap: 'anywhere' });
/** A row of small facts (date, length, people) under a title. */
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const metaItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

/** A list without bullets or indent (its layout comes from Stack). */
export const bareList = style({ listStyle: 'none', margin: 0, padding: 0 });
/** One bordered card in a list. */
export const listItem = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  background: vars.color.surface,
  minInlineSize: 0,
});
export const listItemActive = style({
  borderColor: vars.color.accent,
  boxShadow: `inset 3px 0 0 ${vars.color.accent}`,
});

export const tag = style({
  maxInlineSize: '100%',
  blockSize: 'auto',
  minBlockSize: '1.25rem',
  paddingBlock: 2,
  whiteSpace: 'normal',
});
/** A field that takes the free width of its row (at least 200 px before the row wraps). */
export const grow = style({ flex: '1 1 200px', minInlineSize: 0 });
/** A button next to fields: level with their inputs, not their labels. */
export const endAligned = style({ alignSelf: 'flex-end' });
/** A group of settings or checkboxes: a titled, bordered block. */
export const settingGroup = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
  minInlineSize: 0,
});
export const fieldset = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const choiceHelp = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const avatars = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});
