import { vars } from './themeVars';
import { style } from '@vanilla-extract/css';

export const switchRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minBlockSize: 40,
});
export const switchTrack = style({
  position: 'relative',
  flexShrink: 0,
  inlineSize: 40,
  blockSize: 22,
  padding: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  cursor: 'pointer',
  transition: `background ${vars.motion.fast}`,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  selectors: { '&[aria-checked="true"]': { background: vars.color.accent, borderColor: vars.color.accent } },
});
export const switchThumb = style({
  position: 'absolute',
  insetBlockStart: 2,
  insetInlineStart: 2,
  inlineSize: 16,
  blockSize: 16,
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transition: `transform ${vars.motion.fast}`,
  selectors: {
    '[aria-checked="true"] > &': { transform: 'translateX(18px)', background: vars.color.accentText },
    '[dir="rtl"] [aria-checked="true"] > &': { transform: 'translateX(-18px)' },
  },
});
export const fieldset = style({ margin: 0, padding: 0, border: 'none', minInlineSize: 0 });
export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});
export const radios = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const radioLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: 32,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.accent,
      background: vars.color.accentSoft,
      color: vars.color.accentSoftText,
    },
  },
});
export const select = style({
  inlineSize: '100%',
  blockSize: 36,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});
