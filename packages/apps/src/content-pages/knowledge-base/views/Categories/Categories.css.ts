/** The knowledge base: a grid of category cards that folds to one column at 360 px (logical properties, RTL). */
import { vars } from '@chorus/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const lead = style({ margin: 0, color: vars.color.textMuted });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.lg,
});
export const category = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  minInlineSize: 0,
});
export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const icon = style({ color: vars.color.accentSoftText, flexShrink: 0 });
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const articles = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});
export const article = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  inlineSize: '100%',
  padding: `${vars.space.xs} 0`,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.accentSoftText, textDecoration: 'underline' },
  },
});
export const articleIcon = style({ color: vars.color.textMuted, flexShrink: 0 });
export const body = style({ overflowWrap: 'anywhere', lineHeight: vars.lineHeight.normal });
globalStyle(`${body} h2`, { fontSize: vars.fontSize.lg, marginBlock: `0 ${vars.space.sm}` });
globalStyle(`${body} p, ${body} ul`, { marginBlock: `0 ${vars.space.sm}` });
globalStyle(`${body} img`, { maxInlineSize: '100%', blockSize: 'auto' });
globalStyle(`${body} a`, { color: vars.color.accentSoftText });
