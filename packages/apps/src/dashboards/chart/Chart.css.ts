/**
 * The dashboards' chart: SVG drawn in the theme's tokens (CSS variables), so a change of theme (light, dark, a
 * region's theme) repaints it with no re-render; logical properties for everything around the plot.
 */
import { vars } from '@chorus/ui/theme';
import { style } from '@vanilla-extract/css';

export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minInlineSize: 0,
});

/** The plot's box: its width is measured (ResizeObserver), so the SVG always fits the column. */
export const plot = style({
  position: 'relative',
  inlineSize: '100%',
  minInlineSize: 0,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const svg = style({ display: 'block', overflow: 'visible', direction: 'ltr' });

/** The series' colours: the theme's tones, in this order. */
const tones = [
  vars.color.accent,
  vars.color.info,
  vars.color.positive,
  vars.color.warning,
  vars.color.critical,
];
export const stroke = tones.map((color) => style({ stroke: color, fill: 'none' }));
export const fill = tones.map((color) => style({ fill: color }));
export const area = tones.map((color) => style({ fill: color, fillOpacity: 0.16 }));
export const swatch = tones.map((color) => style({ background: color }));

export const lineWidth = style({ strokeWidth: 2, strokeLinejoin: 'round', strokeLinecap: 'round' });
export const grid = style({ stroke: vars.color.border, strokeWidth: 1 });
export const axisLine = style({ stroke: vars.color.borderStrong, strokeWidth: 1 });
export const tickText = style({ fill: vars.color.textMuted, fontSize: 11, fontFamily: vars.font.body });
export const axisTitle = style({
  fill: vars.color.textMuted,
  fontSize: 11,
  fontWeight: vars.fontWeight.semibold,
  fontFamily: vars.font.body,
});
export const cursor = style({ stroke: vars.color.textMuted, strokeWidth: 1, strokeDasharray: '3 3' });
export const point = style({ stroke: vars.color.surfaceRaised, strokeWidth: 2 });
export const arc = style({ stroke: vars.color.surfaceRaised, strokeWidth: 2 });
export const dimmed = style({ opacity: 0.35 });
export const centerValue = style({
  fill: vars.color.text,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontFamily: vars.font.body,
});
export const centerLabel = style({ fill: vars.color.textMuted, fontSize: 11, fontFamily: vars.font.body });

export const tooltip = style({
  position: 'absolute',
  insetBlockStart: 0,
  zIndex: 1,
  pointerEvents: 'none',
  maxInlineSize: '14rem',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
});
export const tooltipTitle = style({ fontWeight: vars.fontWeight.semibold });

export const legend = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const swatchBox = style({
  display: 'inline-block',
  inlineSize: 10,
  blockSize: 10,
  borderRadius: 2,
  flexShrink: 0,
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const tableWrap = style({ overflowX: 'auto', maxInlineSize: '100%' });
export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});
export const cell = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  whiteSpace: 'nowrap',
});
export const numberCell = style([cell, { textAlign: 'end' }]);
export const headCell = style([cell, { color: vars.color.textMuted, fontWeight: vars.fontWeight.semibold }]);
