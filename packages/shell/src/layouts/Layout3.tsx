import { Box } from '@chorus/ui';
import type { CSSProperties, ReactNode } from 'react';
import { shellSizes } from '../lib/sizes';
import { useIsMobile } from '../lib/useMediaQuery';
import { VerticalNavbar } from '../navbar/Navbar';
import { Toolbar } from '../toolbar/Toolbar';
import * as css from './layout.css';
import { LayoutFooter, LayoutRoot, MainContent } from './ShellParts';
import { SidePanel } from './SidePanel';
import { useCurrentSettings, useDocumentTheme, useRegionThemes } from './useShellLayout';

/**
 * Layout3: optional left side panel, toolbar above or below the navbar, navbar (desktop bar or mobile
 * drawer), content, static or fixed footer, optional right side panel (56 px).
 */
export function Layout3({ children }: { children?: ReactNode }) {
  const settings = useCurrentSettings();
  const themes = useRegionThemes(settings);
  useDocumentTheme(themes.main);
  const isMobile = useIsMobile();
  const config = settings.layout.config;
  const toolbar = config.toolbar.display ? (
    <Toolbar
      themeClassName={themes.toolbar}
      style={config.toolbar.style}
      navbarToggle={config.navbar.display}
    />
  ) : null;
  // Scrolling the page, the vertical navbar sticks under a fixed toolbar above it.
  const navbarOffset = {
    '--chorus-navbar-top': `${config.toolbar.display && config.toolbar.style === 'fixed' && config.toolbar.position === 'above' ? shellSizes.toolbarHeight : 0}px`,
  } as CSSProperties;
  return (
    <LayoutRoot
      layout="layout3"
      settings={settings}
      mainTheme={themes.main}
      boxedWidth={shellSizes.boxedWidth}
    >
      <div className={css.row} style={navbarOffset}>
        {config.leftSidePanel.display && !isMobile ? (
          <SidePanel side="start" themeClassName={themes.navbar} />
        ) : null}
        <div className={css.column}>
          {config.toolbar.position === 'above' ? toolbar : null}
          <Box className={css.row} flexDirection={config.navbar.position === 'right' ? 'row-reverse' : 'row'}>
            {config.navbar.display ? (
              <VerticalNavbar
                themeClassName={themes.navbar}
                position={config.navbar.position}
                folded={config.navbar.folded}
              />
            ) : null}
            <div className={css.column}>
              {config.toolbar.position === 'below' ? toolbar : null}
              <MainContent
                settings={settings}
                footer={<LayoutFooter settings={settings} themeClassName={themes.footer} place="content" />}
              >
                {children}
              </MainContent>
              <LayoutFooter settings={settings} themeClassName={themes.footer} />
            </div>
          </Box>
        </div>
        {config.rightSidePanel.display && !isMobile ? (
          <SidePanel side="end" themeClassName={themes.navbar} />
        ) : null}
      </div>
    </LayoutRoot>
  );
}
