/** The pricing layouts: cards (style 1), rows (style 2), a comparison table (style 3); logical properties (RTL). */
import { mediaQueries, vars } from '@chorus/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
});
export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.lg });

const plan = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  minInlineSize: 0,
});
export const highlighted = style({
  borderColor: vars.color.accent,
  boxShadow: `0 0 0 1px ${vars.color.accent}, ${vars.shadow.md}`,
});

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.lg,
  alignItems: 'stretch',
});
export const card = style([plan, { textAlign: 'center', alignItems: 'center' }]);

export const rows = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const row = style([
  plan,
  {
    '@media': {
      [mediaQueries.tablet]: {
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 1.5fr) minmax(10rem, auto)',
        alignItems: 'center',
      },
    },
  },
]);
export const rowAction = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
export const description = style({ margin: 0, color: vars.color.textMuted });
export const price = style({
  margin: 0,
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});
export const amount = style({
  fontSize: vars.fontSize.xxxl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
export const period = style({ color: vars.color.textMuted });

export const features = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  textAlign: 'start',
  flex: 1,
});
export const feature = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs });
export const check = style({ color: vars.color.positiveSoftText, flexShrink: 0, marginBlockStart: 2 });

export const tableScroll = style({ overflowX: 'auto', minInlineSize: 0 });
export const table = style({ inlineSize: '100%', borderCollapse: 'collapse' });
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'center',
  verticalAlign: 'middle',
});
globalStyle(`${table} tbody th`, { textAlign: 'start', fontWeight: vars.fontWeight.regular });
export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  paddingBlockEnd: vars.space.sm,
});
export const highlightedColumn = style({
  background: vars.color.accentSoft,
  color: vars.color.accentSoftText,
});
export const columnHead = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const faq = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxInlineSize: '48rem',
});
export const faqTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
});
