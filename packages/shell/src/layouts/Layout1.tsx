import { Box } from '@chorus/ui';
import type { ReactNode } from 'react';
import { shellSizes } from '../lib/sizes';
import { VerticalNavbar } from '../navbar/Navbar';
import { Toolbar } from '../toolbar/Toolbar';
import * as css from './layout.css';
import { LayoutFooter, LayoutRoot, MainContent } from './ShellParts';
import { useCurrentSettings, useDocumentTheme, useRegionThemes } from './useShellLayout';

/** Layout1: vertical navbar (left or right), toolbar, content, footer; scroll on body or content. */
export function Layout1({ children }: { children?: ReactNode }) {
  const settings = useCurrentSettings();
  const themes = useRegionThemes(settings);
  useDocumentTheme(themes.main);
  const config = settings.layout.config;
  return (
    <LayoutRoot
      layout="layout1"
      settings={settings}
      mainTheme={themes.main}
      boxedWidth={shellSizes.boxedWidthLayout1}
    >
      <Box className={css.row} flexDirection={config.navbar.position === 'right' ? 'row-reverse' : 'row'}>
        {config.navbar.display ? (
          <VerticalNavbar
            themeClassName={themes.navbar}
            position={config.navbar.position}
            folded={config.navbar.folded}
          />
        ) : null}
        <div className={css.column}>
          {config.toolbar.display ? (
            <Toolbar
              themeClassName={themes.toolbar}
              style={config.toolbar.style}
              navbarToggle={config.navbar.display}
            />
          ) : null}
          <MainContent
            settings={settings}
            footer={<LayoutFooter settings={settings} themeClassName={themes.footer} place="content" />}
          >
            {children}
          </MainContent>
          <LayoutFooter settings={settings} themeClassName={themes.footer} />
        </div>
      </Box>
    </LayoutRoot>
  );
}
