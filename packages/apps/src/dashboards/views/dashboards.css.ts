/** The dashboards' layout: card grids that fold to one column at 360 px, logical properties only (RTL). */
import { mediaQueries, vars } from '@chorus/ui/theme';
import { style } from '@vanilla-extract/css';

export const header = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
});
export const headerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
});
export const pageTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});
export const picker = style({ minInlineSize: '12rem', maxInlineSize: '100%' });

/** Cards in as many columns as fit (one on a phone); a wide card takes two from the tablet up. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
  paddingBlock: vars.space.lg,
  minInlineSize: 0,
});
export const wide = style({
  minInlineSize: 0,
  '@media': { [mediaQueries.tablet]: { gridColumn: 'span 2' } },
});
export const full = style({ gridColumn: '1 / -1', minInlineSize: 0 });

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minInlineSize: 0 });
export const cardHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  minInlineSize: 0,
});
export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});
export const rangeSelect = style({ minInlineSize: '9rem' });

export const figure = style({
  margin: 0,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});
export const figureCenter = style([figure, { textAlign: 'center', fontSize: '3.5rem' }]);
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const mutedCenter = style([muted, { textAlign: 'center' }]);
export const trend = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
export const up = style({ color: vars.color.positiveSoftText });
export const down = style({ color: vars.color.criticalSoftText });

export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minInlineSize: 0,
});
export const rowText = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});
export const number = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const tableWrap = style({ overflowX: 'auto', maxInlineSize: '100%' });
export const table = style({ inlineSize: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const cell = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  whiteSpace: 'nowrap',
});
export const headCell = style([cell, { color: vars.color.textMuted, fontWeight: vars.fontWeight.semibold }]);

export const weatherNow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.md,
});
export const units = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg });
export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, margin: 0 });
export const fact = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, margin: 0 });
export const forecast = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(4.5rem, 1fr))',
  gap: vars.space.sm,
  textAlign: 'center',
});
export const forecastDay = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
export const subTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});
export const panel = style({ minInlineSize: 0 });
