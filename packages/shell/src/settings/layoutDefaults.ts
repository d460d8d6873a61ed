import type { LayoutConfig, LayoutStyle, Settings } from './settings.types';

/** Each layout style's default config; choosing a style resets the config to these (§4). */
export const layoutDefaults: Record<LayoutStyle, LayoutConfig> = {
  layout1: {
    mode: 'full',
    scroll: 'content',
    navbar: { display: true, position: 'left', folded: false },
    toolbar: { display: true, position: 'below', style: 'fixed' },
    footer: { display: true, position: 'below', style: 'fixed' },
    leftSidePanel: { display: false },
    rightSidePanel: { display: false },
  },
  layout2: {
    mode: 'container',
    scroll: 'content',
    navbar: { display: true, position: 'left', folded: false },
    toolbar: { display: true, position: 'below', style: 'fixed' },
    footer: { display: true, position: 'below', style: 'fixed' },
    leftSidePanel: { display: false },
    rightSidePanel: { display: false },
  },
  layout3: {
    mode: 'full',
    scroll: 'content',
    navbar: { display: true, position: 'left', folded: false },
    toolbar: { display: true, position: 'above', style: 'fixed' },
    footer: { display: true, position: 'below', style: 'static' },
    leftSidePanel: { display: true },
    rightSidePanel: { display: true },
  },
};

/** Which config options each style offers in the settings dialog ("every option of the chosen style"). */
export type LayoutOption =
  | 'mode'
  | 'scroll'
  | 'navbar.display'
  | 'navbar.position'
  | 'navbar.folded'
  | 'toolbar.display'
  | 'toolbar.position'
  | 'toolbar.style'
  | 'footer.display'
  | 'footer.position'
  | 'footer.style'
  | 'leftSidePanel.display'
  | 'rightSidePanel.display';

export const layoutOptions: Record<LayoutStyle, readonly LayoutOption[]> = {
  layout1: [
    'mode',
    'scroll',
    'navbar.display',
    'navbar.position',
    'navbar.folded',
    'toolbar.display',
    'toolbar.style',
    'footer.display',
    'footer.style',
  ],
  layout2: [
    'mode',
    'navbar.display',
    'toolbar.display',
    'toolbar.position',
    'footer.display',
    'footer.position',
    'footer.style',
  ],
  layout3: [
    'mode',
    'navbar.display',
    'navbar.folded',
    'toolbar.display',
    'toolbar.position',
    'footer.display',
    'footer.style',
    'leftSidePanel.display',
    'rightSidePanel.display',
  ],
};

/** §9 defaults: theme default; navbar and footer mainThemeDark; layout1, full width, content scroll. */
export const defaultSettings: Settings = {
  layout: { style: 'layout1', config: layoutDefaults.layout1 },
  theme: { main: 'default', navbar: 'mainThemeDark', toolbar: 'default', footer: 'mainThemeDark' },
  customScrollbars: true,
};
