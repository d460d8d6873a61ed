import type { CSSProperties, ReactNode } from 'react';
import { shellSizes } from '../lib/sizes';
import * as shell from '../lib/shell.css';
import { useIsMobile } from '../lib/useMediaQuery';
import { Logo, MobileNavbar } from '../navbar/Navbar';
import { HorizontalNavigation } from '../navigation/HorizontalNavigation';
import { useVisibleNavigation } from '../navigation/useVisibleNavigation';
import { Toolbar } from '../toolbar/Toolbar';
import * as css from './layout.css';
import { LayoutFooter, LayoutRoot, MainContent } from './ShellParts';
import { useT } from '../i18n';
import { useCurrentSettings, useDocumentTheme, useRegionThemes } from './useShellLayout';

/** Layout2: horizontal navbar (a drawer on small screens); toolbar above or below it. */
export function Layout2({ children }: { children?: ReactNode }) {
  const settings = useCurrentSettings();
  const themes = useRegionThemes(settings);
  useDocumentTheme(themes.main);
  const t = useT();
  const isMobile = useIsMobile();
  const items = useVisibleNavigation();
  const config = settings.layout.config;
  const showNavbar = config.navbar.display;
  const toolbar = config.toolbar.display ? (
    <Toolbar
      themeClassName={themes.toolbar}
      style={config.toolbar.style}
      navbarToggle={showNavbar}
      leading={!showNavbar || isMobile ? <Logo /> : null}
    />
  ) : null;
  const navbar =
    showNavbar && !isMobile ? (
      // The bar is the landmark: its logo (the link home) belongs to the navigation too.
      <nav
        aria-label={t('navigation.main')}
        className={[shell.region, css.hNavbar, themes.navbar].join(' ')}
        data-testid="navbar"
      >
        <div className={css.hNavbarInner} data-mode={config.mode}>
          <Logo />
          <HorizontalNavigation items={items} landmark={false} />
        </div>
      </nav>
    ) : null;
  const footer = <LayoutFooter settings={settings} themeClassName={themes.footer} />;
  // Scrolling the page, the navbar sticks at the top, under a fixed toolbar above it; a fixed toolbar below
  // it sticks under it.
  const toolbarFixed = config.toolbar.display && config.toolbar.style === 'fixed';
  const offsets = {
    '--chorus-navbar-top': `${toolbarFixed && config.toolbar.position === 'above' ? shellSizes.toolbarHeight : 0}px`,
    '--chorus-toolbar-top': `${navbar && config.toolbar.position === 'below' ? shellSizes.horizontalNavbarHeight : 0}px`,
  } as CSSProperties;
  return (
    <LayoutRoot
      layout="layout2"
      settings={settings}
      mainTheme={themes.main}
      boxedWidth={shellSizes.boxedWidth}
    >
      <div className={css.column} style={offsets}>
        {config.toolbar.position === 'above' ? toolbar : null}
        {navbar}
        {config.toolbar.position === 'below' ? toolbar : null}
        {showNavbar && isMobile ? <MobileNavbar themeClassName={themes.navbar} /> : null}
        <MainContent
          settings={settings}
          footer={
            <LayoutFooter
              settings={settings}
              themeClassName={themes.footer}
              place={config.footer.position === 'above' ? 'always' : 'content'}
            />
          }
        >
          {children}
        </MainContent>
        {config.footer.position === 'below' ? footer : null}
      </div>
    </LayoutRoot>
  );
}
