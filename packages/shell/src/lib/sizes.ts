/** Every size and delay of spec §9 the shell uses, in one place. */
export const shellSizes = {
  navbarWidth: 280,
  navbarFoldedWidth: 64,
  mobileDrawerWidth: 280,
  toolbarHeight: 64,
  horizontalNavbarHeight: 64,
  sidePanelWidth: 56,
  quickPanelWidth: 280,
  settingsDialogWidth: 380,
  /** Boxed layout maximum width: 1280 in layout1, 1120 in the others. */
  boxedWidthLayout1: 1280,
  boxedWidth: 1120,
  containerWidth: 1120,
} as const;

/** Hover menus open and close after 150 ms. */
export const HOVER_MENU_DELAY_MS = 150;
/** Below this width the navbar is a temporary drawer (matches @chorus/ui's desktop breakpoint). */
export const MOBILE_BREAKPOINT = 960;
