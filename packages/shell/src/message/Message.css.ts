import { vars } from '../lib/themeVars';
import { style, styleVariants } from '@vanilla-extract/css';

export const snackbar = style({
  position: 'fixed',
  insetBlockStart: vars.space.lg,
  insetInlineStart: '50%',
  transform: 'translateX(-50%)',
  zIndex: 1500,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  inlineSize: 'max-content',
  maxInlineSize: 'calc(100vw - 32px)',
  minBlockSize: 48,
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.lg,
  paddingInlineEnd: vars.space.xs,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  selectors: {
    '[dir="rtl"] &': { transform: 'translateX(50%)' },
    '&[data-vertical="bottom"]': { insetBlockStart: 'auto', insetBlockEnd: vars.space.lg },
  },
});
export const variant = styleVariants({
  success: { background: vars.color.positive, color: vars.color.positiveText },
  warning: { background: vars.color.warning, color: vars.color.warningText },
  error: { background: vars.color.critical, color: vars.color.criticalText },
  info: { background: vars.color.info, color: vars.color.infoText },
});
export const text = style({ flex: 1, minInlineSize: 0, overflowWrap: 'anywhere' });
