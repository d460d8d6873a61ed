import { vars } from './themeVars';
import { globalStyle, style } from '@vanilla-extract/css';

const focusRing = {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
} as const;

/** A themed region: its theme class is set on the same element, so these read that theme's values. */
export const region = style({
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: 40,
  blockSize: 40,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceHover },
  ':focus-visible': focusRing,
  selectors: { '&[aria-pressed="true"], &[aria-expanded="true"]': { background: vars.color.surfaceHover } },
});

export const textButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: 36,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  textDecoration: 'none',
  ':hover': { background: vars.color.surfaceHover },
  ':focus-visible': focusRing,
});

export const skipLink = style({
  position: 'absolute',
  insetBlockStart: 8,
  insetInlineStart: 8,
  zIndex: 2000,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.semibold,
  transform: 'translateY(-200%)',
  ':focus': { transform: 'none', ...focusRing },
});

export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const focusable = style({ ':focus-visible': focusRing });

/** A native <dialog> shown as a side drawer (start or end edge). */
export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  margin: 0,
  maxBlockSize: '100dvh',
  blockSize: '100dvh',
  maxInlineSize: '90vw',
  padding: 0,
  border: 'none',
  overflow: 'auto',
  boxShadow: vars.shadow.lg,
  background: vars.color.surface,
  color: vars.color.text,
  '::backdrop': { background: vars.color.overlay },
});
export const drawerStart = style({ insetInlineStart: 0, insetInlineEnd: 'auto' });
export const drawerEnd = style({ insetInlineEnd: 0, insetInlineStart: 'auto' });

globalStyle(`${region} *, ${region} *::before, ${region} *::after`, { boxSizing: 'border-box' });

export const customScrollbars = style({});
globalStyle(`${customScrollbars}, ${customScrollbars} *`, {
  scrollbarWidth: 'thin',
  scrollbarColor: `${vars.color.borderStrong} transparent`,
});
