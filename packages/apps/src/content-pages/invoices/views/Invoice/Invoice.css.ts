/**
 * The invoice, in two designs: modern (a coloured band, roomy) and compact (dense, one column of facts beside the
 * parties). Logical properties only (RTL); the services table scrolls on its own below 360 px; on paper it is
 * all that prints (lib/printAlone.css.ts), on one A4 page.
 */
import { mediaQueries, vars } from '@chorus/ui/theme';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

const base = style({
  display: 'flex',
  flexDirection: 'column',
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  maxInlineSize: '56rem',
  marginInline: 'auto',
  inlineSize: '100%',
  minInlineSize: 0,
  overflow: 'hidden',
  '@media': { print: { fontSize: '11pt', borderRadius: 0 } },
});

export const invoice = styleVariants({
  modern: [base, { gap: vars.space.xl, paddingBlockEnd: vars.space.xl }],
  compact: [base, { gap: vars.space.md, padding: vars.space.lg, fontSize: vars.fontSize.sm }],
});

export const band = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'flex-end',
  gap: vars.space.lg,
  padding: vars.space.xl,
  background: vars.color.accentSoft,
  color: vars.color.accentSoftText,
  '@media': { print: { background: 'none', color: 'black', borderBlockEnd: '2px solid black' } },
});
export const compactHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  paddingBlockEnd: vars.space.md,
  borderBlockEnd: `2px solid ${vars.color.borderStrong}`,
});
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxxl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});
export const compactTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});
export const number = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium });
export const section = style({ paddingInline: vars.space.xl, minInlineSize: 0 });
export const compactSection = style({ minInlineSize: 0 });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content auto',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
});
globalStyle(`${facts} dt`, { fontWeight: vars.fontWeight.medium });
globalStyle(`${facts} dd`, { margin: 0 });

export const parties = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.lg,
});
export const party = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
});
export const partyTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});
export const address = style({
  fontStyle: 'normal',
  display: 'flex',
  flexDirection: 'column',
  overflowWrap: 'anywhere',
});
export const partyName = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md });

export const tableScroll = style({ overflowX: 'auto', '@media': { print: { overflow: 'visible' } } });
export const table = style({ inlineSize: '100%', borderCollapse: 'collapse' });
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
globalStyle(`${table} thead th`, {
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});
export const dense = style({});
globalStyle(`${dense} th, ${dense} td`, { padding: `${vars.space.xs} ${vars.space.sm}` });
export const amount = style({});
globalStyle(`${table} ${amount}`, {
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  fontWeight: vars.fontWeight.semibold,
  paddingBlockEnd: vars.space.xs,
});
export const muted = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
});

export const totals = style({
  marginInlineStart: 'auto',
  inlineSize: '100%',
  '@media': { [mediaQueries.tablet]: { inlineSize: '20rem' }, print: { inlineSize: '20rem' } },
});
globalStyle(`${totals} th`, { fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });
export const grand = style({});
globalStyle(`${totals} ${grand} th, ${totals} ${grand} td`, {
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  borderBlockEnd: 'none',
});
export const thanks = style({ margin: 0, color: vars.color.textMuted });
