import { vars } from '@chorus/ui/theme';
import { style } from '@vanilla-extract/css';

export const status = style({
  position: 'fixed',
  insetBlockEnd: vars.space.md,
  insetInlineStart: '50%',
  transform: 'translateX(-50%)',
  zIndex: 1000,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: 999,
  background: vars.color.neutral,
  color: vars.color.neutralText,
  fontSize: vars.fontSize.sm,
  pointerEvents: 'none',
});
