import { useSnapshot } from 'valtio';
import { Link } from '../lib/Link';
import * as layout from '../layouts/layout.css';
import { ShellDrawer } from '../lib/ShellDrawer';
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

export function Logo() {
  return (
    <Link to={shellConfig.homePath} className={layout.logo}>
      <span className={layout.logoMark} aria-hidden="true">
        {shellConfig.appName.charAt(0)}
      </span>
      <span>{shellConfig.appName}</span>
    </Link>
  );
}

/** Folds or unfolds the vertical navbar (wide screens). */
export function NavbarToggleButton({ folded }: { folded: boolean }) {
  return (
    <button
      type="button"
      className={shell.iconButton}
      aria-label="Toggle navbar"
      aria-pressed={folded}
      onClick={toggleNavbarFolded}
    >
      <ShellIcon name={folded ? 'chevrons-right' : 'chevrons-left'} />
    </button>
  );
}

/** Opens the navigation drawer (small screens). */
export function MobileNavbarButton() {
  const { mobileOpen } = useSnapshot(navbarStore);
  return (
    <button
      type="button"
      className={shell.iconButton}
      aria-label="Open navigation"
      aria-expanded={mobileOpen}
      onClick={openMobileNavbar}
    >
      <ShellIcon name="menu" />
    </button>
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
  const { mobileOpen } = useSnapshot(navbarStore);
  const items = useVisibleNavigation();
  return (
    <ShellDrawer
      open={mobileOpen}
      onClose={closeMobileNavbar}
      side={side}
      width={shellSizes.mobileDrawerWidth}
      label="Navigation"
      className={themeClassName}
    >
      <div className={layout.mobileNav}>
        <div className={layout.navbarHeader}>
          <Logo />
          <button
            type="button"
            className={shell.iconButton}
            aria-label="Close navigation"
            onClick={closeMobileNavbar}
          >
            <ShellIcon name="x" />
          </button>
        </div>
        <VerticalNavigation items={items} onNavigate={closeMobileNavbar} />
      </div>
    </ShellDrawer>
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
  const isMobile = useIsMobile();
  const { foldedOpen } = useSnapshot(navbarStore);
  const items = useVisibleNavigation();
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
      <div
        className={[shell.region, layout.navbarPanel, themeClassName].filter(Boolean).join(' ')}
        style={position === 'right' ? { insetInlineStart: 'auto', insetInlineEnd: 0 } : undefined}
      >
        <div className={layout.navbarHeader}>
          <Logo />
          <NavbarToggleButton folded={folded} />
        </div>
        <VerticalNavigation items={items} folded={showFolded} />
      </div>
    </div>
  );
}
