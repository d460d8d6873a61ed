import { Drawer, DrawerContent, IconButton } from '@chorus/ui';
import { useSnapshot } from 'valtio';
import { Link } from '../lib/Link';
import * as layout from '../layouts/layout.css';
import { ShellIcon } from '../lib/ShellIcon';
import * as shell from '../lib/shell.css';
import { shellConfig } from '../lib/shellConfig';
import { shellSizes } from '../lib/sizes';
import { useIsMobile } from '../lib/useMediaQuery';
import { useVisibleNavigation } from '../navigation/useVisibleNavigation';
import { VerticalNavigation } from '../navigation/VerticalNavigation';
import { toggleNavbarFolded } from '../settings/settings.store';
import {
  closeFoldedNavbar,
  closeMobileNavbar,
  navbarStore,
  openFoldedNavbar,
  openMobileNavbar,
} from './navbar.store';
import { useReturnFocus } from '../lib/useReturnFocus';
import { useT } from '../i18n';

/** The brand, linking home: where signing in lands (afterLoginPath), so the product has one home page. */
export function Logo() {
  return (
    <Link to={shellConfig.afterLoginPath} className={layout.logo}>
      <span className={layout.logoMark} aria-hidden="true">
        {shellConfig.appName.charAt(0)}
      </span>
      <span className={layout.logoName}>{shellConfig.appName}</span>
    </Link>
  );
}

/** Folds or unfolds the vertical navbar (wide screens). */
export function NavbarToggleButton({ folded }: { folded: boolean }) {
  const t = useT();
  return (
    <IconButton
      className={shell.chromeButton}
      label={t('navbar.toggle')}
      icon={<ShellIcon name={folded ? 'chevrons-right' : 'chevrons-left'} />}
      aria-pressed={folded}
      onClick={toggleNavbarFolded}
    />
  );
}

/** Opens the navigation drawer (small screens). */
export function MobileNavbarButton() {
  const t = useT();
  const { mobileOpen } = useSnapshot(navbarStore);
  const items = useVisibleNavigation();
  if (items.length === 0) return null;
  return (
    <IconButton
      className={shell.chromeButton}
      label={t('navbar.open')}
      icon={<ShellIcon name="menu" />}
      aria-expanded={mobileOpen}
      onClick={openMobileNavbar}
    />
  );
}

/** The navigation in the small-screen drawer (280 px), for every layout. */
export function MobileNavbar({
  themeClassName,
  side = 'start',
}: {
  themeClassName?: string;
  side?: 'start' | 'end';
}) {
  const t = useT();
  const { mobileOpen } = useSnapshot(navbarStore);
  const items = useVisibleNavigation();
  const returnFocus = useReturnFocus();
  return (
    <Drawer open={mobileOpen} onOpenChange={(open) => (open ? openMobileNavbar() : closeMobileNavbar())}>
      <DrawerContent
        {...returnFocus}
        side={side}
        width={shellSizes.mobileDrawerWidth}
        title={t('navbar.title')}
        hideTitle
        description={null}
        showClose={false}
        className={[layout.mobileDrawer, themeClassName].filter(Boolean).join(' ')}
      >
        <div className={layout.navbarHeader}>
          <Logo />
          <IconButton
            className={shell.chromeButton}
            label={t('navbar.close')}
            icon={<ShellIcon name="x" />}
            onClick={closeMobileNavbar}
          />
        </div>
        <VerticalNavigation items={items} onNavigate={closeMobileNavbar} />
      </DrawerContent>
    </Drawer>
  );
}

export interface VerticalNavbarProps {
  themeClassName?: string;
  position?: 'left' | 'right';
  folded: boolean;
}

/**
 * The vertical navbar: 280 px, or 64 px folded (hovering or focusing opens it temporarily); on small
 * screens a temporary drawer instead.
 */
export function VerticalNavbar({ themeClassName, position = 'left', folded }: VerticalNavbarProps) {
  const t = useT();
  const isMobile = useIsMobile();
  const { foldedOpen } = useSnapshot(navbarStore);
  const items = useVisibleNavigation();
  // Nothing to navigate to (a guest, whose pages are not in the navigation): no empty sidebar.
  if (items.length === 0) return null;
  if (isMobile)
    return <MobileNavbar themeClassName={themeClassName} side={position === 'right' ? 'end' : 'start'} />;
  const showFolded = folded && !foldedOpen;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only widens a folded navbar; focus does the same for keyboards
    <div
      className={layout.navbarSlot}
      data-testid="navbar"
      data-folded={folded ? 'true' : 'false'}
      data-folded-open={folded && foldedOpen ? 'true' : 'false'}
      onMouseEnter={folded ? openFoldedNavbar : undefined}
      onMouseLeave={folded ? closeFoldedNavbar : undefined}
      onFocus={folded ? openFoldedNavbar : undefined}
      onBlur={
        folded
          ? (event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) closeFoldedNavbar();
            }
          : undefined
      }
    >
      {/* The panel is the landmark: the logo (the link home) and the fold button belong to the navigation too. */}
      <nav
        aria-label={t('navigation.main')}
        className={[shell.region, layout.navbarPanel, themeClassName].filter(Boolean).join(' ')}
        style={position === 'right' ? { insetInlineStart: 'auto', insetInlineEnd: 0 } : undefined}
      >
        <div className={layout.navbarHeader}>
          <Logo />
          <NavbarToggleButton folded={folded} />
        </div>
        <VerticalNavigation items={items} folded={showFolded} landmark={false} />
      </nav>
    </div>
  );
}
