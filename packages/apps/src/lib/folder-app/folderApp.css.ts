import { vars } from '@chorus/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 };

export const sidebarHeading = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.xs}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});
export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});
export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minBlockSize: 40,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  ':hover': { background: vars.color.surfaceHover },
  ':focus-visible': focusRing,
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.accentSoft,
      color: vars.color.accentSoftText,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});
export const navTitle = style({ flex: 1, minInlineSize: 0, overflow: 'hidden', textOverflow: 'ellipsis' });
export const navCount = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold });
export const dot = style({ inlineSize: 10, blockSize: 10, borderRadius: vars.radius.full, marginInline: 5 });

export const headerTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  flex: 1,
});
export const search = style({
  inlineSize: 'min(320px, 100%)',
  // On a phone the search takes the header's whole width, edge to edge with the card under it.
  '@media': { 'screen and (max-width: 599.98px)': { inlineSize: '100%' } },
});

export const toolbar = style({
  // Stays at the top of a list that scrolls on its own (mail's list pane).
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 2,
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  minBlockSize: 52,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});
export const select = style({
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  minBlockSize: 32,
  maxInlineSize: 180,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});
export const selectedCount = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  paddingInline: vars.space.sm,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.md}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  position: 'relative',
  selectors: {
    '&[data-selected]': { background: vars.color.accentSoft },
    '&[data-active]': { boxShadow: `inset 3px 0 0 ${vars.color.accent}` },
    '&[data-unread]': { fontWeight: vars.fontWeight.semibold },
  },
});
export const rowBody = style({ flex: 1, minInlineSize: 0 });
export const rowLink = style({
  display: 'block',
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});
globalStyle(`${rowLink}::after`, { content: '""', position: 'absolute', inset: 0 });
export const rowActions = style({ display: 'flex', alignItems: 'center', position: 'relative', zIndex: 1 });
export const rowCheckWrap = style({ position: 'relative', zIndex: 1, display: 'flex', alignItems: 'center' });

/** The list and the reading pane side by side from this width of the frame; one at a time below it. */
const SPLIT_WIDTH = '860px';
export const workspace = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateRows: 'minmax(0, 1fr)',
  flex: 1,
  minBlockSize: 0,
  '@container': {
    [`(min-width: ${SPLIT_WIDTH})`]: {
      selectors: { '&[data-open]': { gridTemplateColumns: 'minmax(320px, 2fr) minmax(0, 3fr)' } },
    },
  },
});
export const listPane = style({
  minInlineSize: 0,
  overflow: 'auto',
  '@container': {
    [`(max-width: calc(${SPLIT_WIDTH} - 0.02px))`]: {
      selectors: { '[data-open] > &': { display: 'none' } },
    },
  },
});
export const detailPane = style({
  minInlineSize: 0,
  overflow: 'auto',
  borderInlineStart: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});
export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  minBlockSize: 480,
  containerType: 'inline-size',
});
/** In a page that fills the window (`FolderAppFrame fill`): the frame takes the rest of its height. */
export const frameFill = style({ flex: 1, minBlockSize: 0 });

export const rowCheckbox = style({ alignItems: 'center', gap: 0, paddingBlock: vars.space.sm });
export const toggleIcon = style({
  selectors: {
    '&[aria-pressed="true"]': { color: vars.color.warningSoftText },
    '&[aria-pressed="true"][data-look="success"]': { color: vars.color.positiveSoftText },
  },
});
globalStyle(`${toggleIcon}[aria-pressed="true"][data-look="filled"] svg`, { fill: 'currentColor' });
// Done: the circle filled in the success colour, its check cut out of it.
globalStyle(`${toggleIcon}[aria-pressed="true"][data-look="success"] svg circle`, { fill: 'currentColor' });
globalStyle(`${toggleIcon}[aria-pressed="true"][data-look="success"] svg path`, {
  stroke: vars.color.surfaceRaised,
});
export const labelChip = style({
  blockSize: 22,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
});
export const chipDot = style({ inlineSize: 8, blockSize: 8, borderRadius: vars.radius.full, flexShrink: 0 });
