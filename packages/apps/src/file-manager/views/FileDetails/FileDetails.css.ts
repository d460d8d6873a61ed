import { vars } from '@chorus/ui/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  minInlineSize: 0,
});
export const header = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });
export const title = style({
  flex: 1,
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
});
const frame = {
  inlineSize: '100%',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
} as const;
export const preview = style({ ...frame, display: 'block', objectFit: 'cover' });
export const placeholder = style({ ...frame, display: 'grid', placeItems: 'center' });
export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0 });
export const row = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const term = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });
