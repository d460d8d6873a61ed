/** The search pages: a classic list and a modern hero with cards; logical properties only (RTL). */
import { vars } from '@chorus/ui/theme';
import { style } from '@vanilla-extract/css';

export const formRow = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const field = style({ flex: '1 1 14rem', minInlineSize: 0 });
export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  borderRadius: vars.radius.xl,
  background: vars.color.accentSoft,
  color: vars.color.accentSoftText,
});
export const heroForm = style({ inlineSize: '100%', maxInlineSize: '40rem', textAlign: 'start' });
export const lead = style({ margin: 0 });
export const count = style({ margin: 0, color: vars.color.textMuted });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxInlineSize: '48rem',
});
export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.md,
});
export const result = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
});
export const card = style([
  result,
  {
    padding: vars.space.lg,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceRaised,
    gap: vars.space.xs,
  },
]);
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium });
export const link = style({
  color: vars.color.accentSoftText,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
export const url = style({
  margin: 0,
  color: vars.color.positiveSoftText,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
export const excerpt = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const pager = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });
