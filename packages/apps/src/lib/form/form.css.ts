import { vars } from '@chorus/ui';
import { globalStyle, style } from '@vanilla-extract/css';

const focusRing = {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: 2,
};

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
});
export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});
export const control = style({
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  minBlockSize: 36,
  inlineSize: '100%',
  ':focus-visible': focusRing,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.critical } },
});
export const textarea = style([control, { minBlockSize: 96, resize: 'vertical' }]);
export const error = style({ fontSize: vars.fontSize.xs, color: vars.color.critical });
export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const checkboxRow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
});
export const checkbox = style({
  inlineSize: 18,
  blockSize: 18,
  margin: 0,
  accentColor: vars.color.accent,
  cursor: 'pointer',
  ':focus-visible': focusRing,
});

export const dialog = style({
  border: 'none',
  padding: 0,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  inlineSize: 'min(560px, calc(100vw - 24px))',
  maxBlockSize: 'calc(100dvh - 24px)',
  selectors: { '&::backdrop': { background: vars.color.overlay } },
});
export const dialogForm = style({
  display: 'flex',
  flexDirection: 'column',
  maxBlockSize: 'calc(100dvh - 24px)',
});
export const dialogHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.color.accent,
  color: vars.color.accentText,
});
export const dialogTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});
export const dialogBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  overflow: 'auto',
});
export const dialogFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
export const closeButton = style({
  color: 'inherit',
  background: 'transparent',
  border: 'none',
  borderRadius: vars.radius.full,
  padding: vars.space.xs,
  display: 'inline-flex',
  cursor: 'pointer',
  ':hover': { background: 'rgb(255 255 255 / 0.15)' },
  ':focus-visible': { outline: `2px solid ${vars.color.accentText}`, outlineOffset: 1 },
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInline: vars.space.sm,
  blockSize: 22,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  background: vars.color.neutralSoft,
  color: vars.color.neutralSoftText,
  whiteSpace: 'nowrap',
});
export const dot = style({ inlineSize: 8, blockSize: 8, borderRadius: vars.radius.full, flexShrink: 0 });

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: 36,
  blockSize: 36,
  flexShrink: 0,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceHover, color: vars.color.text },
  ':focus-visible': focusRing,
  ':disabled': { color: vars.color.textDisabled, cursor: 'default', background: 'transparent' },
  selectors: { '&[aria-pressed="true"]': { color: vars.color.warningSoftText } },
});
globalStyle(`${iconButton}[aria-pressed="true"] svg`, { fill: 'currentColor' });
