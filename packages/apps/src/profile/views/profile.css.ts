/** The profile page's layout: grids that fold to one column at 360 px, logical properties only (RTL). */
import { mediaQueries, vars } from '@chorus/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
});
export const headerText = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });
export const pageName = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});
export const panel = style({ paddingBlock: vars.space.lg, minInlineSize: 0 });
export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});
export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/* Timeline: posts, and beside them (below them on a phone) the latest activity. */
export const timeline = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)' } },
});
export const byline = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minInlineSize: 0 });
export const bylineText = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });
export const message = style({ margin: 0, overflowWrap: 'anywhere' });
export const media = style({
  position: 'relative',
  margin: 0,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
});
export const mediaImage = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
});
export const videoBadge = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineStart: vars.space.sm,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
});
export const article = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});
export const articleText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
});
export const counts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const count = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });
export const comments = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const comment = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });
export const commentBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
export const activity = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

/* Photos & Videos: each album's media in a grid of square tiles. */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9rem), 1fr))',
  gap: vars.space.sm,
});
export const tile = style({
  position: 'relative',
  display: 'block',
  inlineSize: '100%',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  cursor: 'zoom-in',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const tileImage = style({
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
});
export const viewerBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const viewerImage = style({
  display: 'block',
  inlineSize: '100%',
  maxBlockSize: '70vh',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
export const viewerHint = style({ display: 'block', fontSize: vars.fontSize.xs });
export const viewerControls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/* About: cards of facts, and friends in a grid. */
export const about = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  margin: 0,
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });
globalStyle(`${facts} dd + dt`, { marginBlockStart: vars.space.xs });
export const friends = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(6rem, 1fr))',
  gap: vars.space.md,
});
export const friend = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.sm,
});
