import { vars } from '@chorus/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 };
const bare = { listStyle: 'none', margin: 0, padding: 0 } as const;

export const headerTitle = style({
  margin: 0,
  minInlineSize: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

/** The boards: tiles in a wrapping grid. */
export const boards = style({
  ...bare,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space.lg,
});
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  inlineSize: '100%',
  minBlockSize: 140,
  padding: vars.space.lg,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
  color: vars.color.text,
  textDecoration: 'none',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  cursor: 'pointer',
  ':hover': { boxShadow: vars.shadow.md, background: vars.color.surfaceHover },
  ':focus-visible': focusRing,
});
export const newTile = style([
  tile,
  { borderStyle: 'dashed', boxShadow: 'none', color: vars.color.textMuted },
]);

/** The board: its lists side by side, the row scrolling sideways. */
export const lists = style({
  ...bare,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  overflowX: 'auto',
  paddingBlockEnd: vars.space.md,
  paddingBlockStart: vars.space.sm,
  minBlockSize: '100%',
  borderBlockStart: '4px solid transparent',
  selectors: {
    '&[data-color="blue"]': { borderBlockStartColor: vars.color.info },
    '&[data-color="green"]': { borderBlockStartColor: vars.color.positive },
    '&[data-color="orange"]': { borderBlockStartColor: vars.color.warning },
    '&[data-color="red"]': { borderBlockStartColor: vars.color.critical },
    '&[data-color="purple"]': { borderBlockStartColor: vars.color.accent },
  },
});
export const list = style({
  flex: '0 0 272px',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxBlockSize: '100%',
  padding: vars.space.sm,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  selectors: { '&[data-dragging]': { opacity: 0.6 } },
});
export const listHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const listTitle = style({
  flex: 1,
  minInlineSize: 0,
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});
export const cards = style({
  ...bare,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minBlockSize: 8,
  overflowY: 'auto',
});
export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
  selectors: {
    '&[data-dragging]': { opacity: 0.6 },
    '&[data-picked]': { outline: `2px solid ${vars.color.accent}` },
  },
});
export const cover = style({ display: 'block', inlineSize: '100%', blockSize: 120, objectFit: 'cover' });
export const cardBody = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  padding: vars.space.sm,
});
export const cardMain = style({
  flex: 1,
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const cardOpen = style({
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  color: vars.color.text,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': focusRing,
});
export const labels = style({ ...bare, display: 'flex', flexWrap: 'wrap', gap: 4 });
export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-tone="critical"]': {
      paddingInline: 4,
      color: vars.color.criticalSoftText,
      background: vars.color.criticalSoft,
    },
    '&[data-tone="positive"]': {
      paddingInline: 4,
      color: vars.color.positiveSoftText,
      background: vars.color.positiveSoft,
    },
  },
});
export const members = style({ ...bare, display: 'flex', gap: 2, marginInlineStart: 'auto' });
/** The grip a card or list is dragged by (pointer, touch) or picked up with (Space or Enter). */
export const handle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: '0 0 auto',
  inlineSize: 24,
  blockSize: 28,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'grab',
  touchAction: 'none',
  ':hover': { color: vars.color.text },
  ':focus-visible': focusRing,
  selectors: { '&[aria-pressed="true"]': { cursor: 'grabbing', color: vars.color.text } },
});
export const addForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const addList = style({ flex: '0 0 272px' });
export const overlay = style({ boxShadow: vars.shadow.lg, cursor: 'grabbing' });
/** A board label in its class's colour (red, orange, blue, green, purple), on the card and in the dialog. */
export const label = style({
  display: 'inline-block',
  paddingInline: 6,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: '18px',
  color: vars.color.neutralSoftText,
  background: vars.color.neutralSoft,
  selectors: {
    '&[data-class="red"]': { color: vars.color.criticalSoftText, background: vars.color.criticalSoft },
    '&[data-class="orange"]': { color: vars.color.warningSoftText, background: vars.color.warningSoft },
    '&[data-class="blue"]': { color: vars.color.infoSoftText, background: vars.color.infoSoft },
    '&[data-class="green"]': { color: vars.color.positiveSoftText, background: vars.color.positiveSoft },
    '&[data-class="purple"]': { color: vars.color.accentSoftText, background: vars.color.accentSoft },
  },
});
export const inlineField = style({ flex: 1, minInlineSize: 0 });
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  inlineSize: '100%',
  '@media': {
    // On a phone: the way back on a line of its own, then the board's name beside its two buttons.
    'screen and (max-width: 599.98px)': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto auto',
    },
  },
});
globalStyle(`${header} > :first-child`, {
  '@media': { 'screen and (max-width: 599.98px)': { gridColumn: '1 / -1', justifySelf: 'start' } },
});
export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const dialogSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});
export const dialogRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
export const member = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const checklist = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const checklistTitle = style({
  flex: 1,
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
export const checkItems = style({ ...bare, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const thumb = style({
  inlineSize: 48,
  blockSize: 36,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const comment = style({ fontSize: vars.fontSize.sm });
export const commentText = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
export const settingsButton = style({ marginInlineStart: 'auto', flexShrink: 0 });
