import { vars } from '../lib/themeVars';
import { globalStyle, style } from '@vanilla-extract/css';
import { shellSizes as s } from '../lib/sizes';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  inlineSize: '100%',
  minBlockSize: '100dvh',
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: vars.font.body,
  selectors: { '&[data-scroll="content"]': { blockSize: '100dvh', overflow: 'hidden' } },
});

/** Boxed and container modes centre the frame; the max width comes from an inline custom property. */
export const frame = style({
  position: 'relative',
  display: 'flex',
  flex: 1,
  minBlockSize: 0,
  inlineSize: '100%',
  marginInline: 'auto',
  selectors: {
    '&[data-mode="boxed"]': { maxInlineSize: 'var(--chorus-boxed-width)', boxShadow: vars.shadow.md },
  },
});

/** Layout2's frame in container mode (toolbar, navbar, content and footer share the container's edges). */
const containerLayout2 = '[data-layout="layout2"] > [data-mode="container"]';
/** The page scrolls (not the content): the bars stay in place while it does. */
const bodyScroll = '[data-scroll="body"]';

export const row = style({ display: 'flex', flex: 1, minInlineSize: 0, minBlockSize: 0 });
export const column = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minInlineSize: 0,
  minBlockSize: 0,
});

export const content = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  flex: '1 0 auto',
  minInlineSize: 0,
  background: vars.color.surfaceSunken,
  ':focus': { outline: 'none' },
  // On a phone the footer comes after the content (footer, below): the content is at least a screen high, so
  // the footer starts below the fold and a screen's content arriving (after its loading state) does not push
  // it down in view, a layout shift on every first visit (Lighthouse: CLS 0.03-0.06, all of it the footer).
  '@media': { 'screen and (max-width: 599.98px)': { minBlockSize: '100dvh' } },
});
export const contentScroll = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  overflow: 'auto',
  minBlockSize: 0,
  background: vars.color.surfaceSunken,
});
export const contentInner = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 0 auto',
  inlineSize: '100%',
  marginInline: 'auto',
  selectors: { '&[data-mode="container"]': { maxInlineSize: s.containerWidth } },
});

export const toolbar = style({
  position: 'relative',
  zIndex: 20,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  blockSize: s.toolbarHeight,
  paddingInline: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  minInlineSize: 0,
  selectors: {
    // Layout2 with the toolbar below a sticky navbar: it sticks under the navbar (the layout sets the offset).
    '&[data-style="fixed"]': { position: 'sticky', insetBlockStart: 'var(--chorus-toolbar-top, 0px)' },
    // Layout2 in container mode: the toolbar's controls line up with the navbar's and the content's edges.
    [`${containerLayout2} &`]: {
      paddingInline: `max(${vars.space.sm}, calc((100% - ${s.containerWidth}px) / 2))`,
    },
  },
});
export const toolbarStart = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: 1,
  minInlineSize: 0,
});
export const toolbarEnd = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  flexShrink: 0,
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  minBlockSize: 48,
  paddingInline: vars.space.xl,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[data-style="fixed"]': { position: 'sticky', insetBlockEnd: 0, zIndex: 10 },
    [`${containerLayout2} &`]: {
      paddingInline: `max(${vars.space.xl}, calc((100% - ${s.containerWidth}px) / 2))`,
    },
  },
  // On a phone a fixed footer would take ~50 px of every screen: it comes last, after the content.
  '@media': {
    'screen and (max-width: 599.98px)': {
      selectors: { '&[data-style="fixed"]': { position: 'static' } },
    },
  },
});

// Vertical navbar
export const navbarSlot = style({
  position: 'relative',
  zIndex: 30,
  flexShrink: 0,
  inlineSize: s.navbarWidth,
  transition: `inline-size ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    '&[data-folded="true"]': { inlineSize: s.navbarFoldedWidth },
    // The page scrolls: the navbar stays, a screen high (under a fixed toolbar above it, in layout3).
    [`${bodyScroll} &`]: {
      position: 'sticky',
      insetBlockStart: 'var(--chorus-navbar-top, 0px)',
      alignSelf: 'flex-start',
      blockSize: 'calc(100dvh - var(--chorus-navbar-top, 0px))',
    },
  },
});
export const navbarPanel = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  display: 'flex',
  flexDirection: 'column',
  inlineSize: s.navbarWidth,
  overflow: 'hidden auto',
  boxShadow: 'none',
  transition: `inline-size ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    [`${navbarSlot}[data-folded="true"] &`]: { inlineSize: s.navbarFoldedWidth },
    [`${navbarSlot}[data-folded="true"][data-folded-open="true"] &`]: {
      inlineSize: s.navbarWidth,
      boxShadow: vars.shadow.lg,
    },
  },
});
export const navbarHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  blockSize: s.toolbarHeight,
  paddingInline: vars.space.md,
});
export const logo = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: 1,
  minInlineSize: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  color: 'inherit',
  textDecoration: 'none',
  // In the toolbar (Layout 2 on a phone) the logo keeps its size; the shortcuts beside it give way.
  selectors: { [`${toolbarStart} &`]: { flex: 'none' } },
});
/**
 * The product's name beside the mark. In a phone's toolbar (Layout 2 puts the logo there) there is no room for it
 * beside the menu button and the shortcuts: it would be cut to "Chc". It is hidden there but still read out (the
 * link's name stays "Chorus"), and the mark alone shows.
 */
export const logoName = style({
  '@media': {
    'screen and (max-width: 599.98px)': {
      selectors: {
        [`${toolbarStart} &`]: {
          position: 'absolute',
          inlineSize: 1,
          blockSize: 1,
          overflow: 'hidden',
          clipPath: 'inset(50%)',
          whiteSpace: 'nowrap',
        },
      },
    },
  },
});
export const logoMark = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  inlineSize: 32,
  blockSize: 32,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.fontSize.md,
});
globalStyle(`${navbarSlot}[data-folded="true"]:not([data-folded-open="true"]) ${logo}`, { flex: '0 0 auto' });
globalStyle(`${navbarSlot}[data-folded="true"]:not([data-folded-open="true"]) ${logo} > span:last-child`, {
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
globalStyle(`${navbarSlot}[data-folded="true"]:not([data-folded-open="true"]) ${navbarHeader}`, {
  flexDirection: 'column',
  justifyContent: 'center',
  blockSize: 'auto',
  paddingBlock: vars.space.sm,
  paddingInline: 0,
});

// Horizontal navbar (layout2)
export const hNavbar = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  blockSize: s.horizontalNavbarHeight,
  paddingInline: vars.space.md,
  gap: vars.space.lg,
  minInlineSize: 0,
  selectors: {
    // The page scrolls: the horizontal navbar stays at the top (under a fixed toolbar above it).
    [`${bodyScroll} &`]: { position: 'sticky', insetBlockStart: 'var(--chorus-navbar-top, 0px)', zIndex: 25 },
  },
});
export const hNavbarInner = style({
  minInlineSize: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  inlineSize: '100%',
  blockSize: '100%',
  marginInline: 'auto',
  selectors: { '&[data-mode="container"]': { maxInlineSize: s.containerWidth } },
});

// Side panels (layout3)
export const sidePanel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  inlineSize: s.sidePanelWidth,
  paddingBlock: vars.space.sm,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  transition: `inline-size ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    '&[data-side="end"]': { borderInlineEnd: 'none', borderInlineStart: `1px solid ${vars.color.border}` },
    '&[data-open="true"]': { inlineSize: s.navbarWidth, alignItems: 'stretch', paddingInline: vars.space.sm },
  },
});
export const sidePanelLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minBlockSize: 40,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: 'inherit',
  textDecoration: 'none',
  ':hover': { background: vars.color.surfaceHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
});

/** The kit's drawer holding the small-screen navigation: edge to edge, in the navbar's theme. */
export const mobileDrawer = style({
  padding: 0,
  gap: 0,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

globalStyle(`${hNavbarInner} > ${logo}`, { flex: '0 0 auto' });

export const copyright = style({ margin: 0 });
