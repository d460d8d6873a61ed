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

/**
 * The kit's IconButton (and Button asChild around an icon link) in the shell's chrome: round, 40 px, in its
 * region's text colour, and marked while its popup or drawer is open. Unlayered, so it wins over the kit's
 * recipe (in the components layer) for these few properties.
 */
export const chromeButton = style({
  inlineSize: 40,
  paddingInline: 0,
  borderRadius: vars.radius.full,
  color: 'inherit',
  ':hover': { background: vars.color.surfaceHover },
  selectors: { '&[aria-pressed="true"], &[aria-expanded="true"]': { background: vars.color.surfaceHover } },
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

globalStyle(`${region} *, ${region} *::before, ${region} *::after`, { boxSizing: 'border-box' });

export const customScrollbars = style({});
globalStyle(`${customScrollbars}, ${customScrollbars} *`, {
  scrollbarWidth: 'thin',
  scrollbarColor: `${vars.color.borderStrong} transparent`,
});

/** Where the loading indicator of a lazy route or data sits: centred in the content area. */
export const loadingArea = style({
  display: 'flex',
  flex: 1,
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xxl,
});
