import { vars } from '@chorus/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxInlineSize: '48rem',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  '@media': { 'screen and (max-width: 599.98px)': { padding: vars.space.lg } },
});
export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold });
export const content = style({ lineHeight: vars.lineHeight.normal, overflowWrap: 'anywhere' });
// The data's own headings sit under the step's title.
globalStyle(`${content} :is(h1, h2, h3)`, { fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space.sm}` });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
