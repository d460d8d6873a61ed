/**
 * Navbar state (spec §4): `open` (the navbar is shown on wide screens), `foldedOpen` (a folded navbar
 * opened temporarily by hovering) and `mobileOpen` (the drawer on small screens). The folded flag itself
 * is a layout setting (settings.layout.config.navbar.folded), so it is saved with the settings.
 */
import { proxy } from 'valtio';

export interface NavbarState {
  open: boolean;
  foldedOpen: boolean;
  mobileOpen: boolean;
  /** Layout3's right side panel: 56 px wide, or opened wide. */
  sidePanelOpen: boolean;
}

export const navbarStore = proxy<NavbarState>({
  open: true,
  foldedOpen: false,
  mobileOpen: false,
  sidePanelOpen: false,
});

export function toggleNavbar(): void {
  navbarStore.open = !navbarStore.open;
}
export function openNavbar(): void {
  navbarStore.open = true;
}
export function closeNavbar(): void {
  navbarStore.open = false;
}

export function toggleFoldedNavbar(): void {
  navbarStore.foldedOpen = !navbarStore.foldedOpen;
}
export function openFoldedNavbar(): void {
  navbarStore.foldedOpen = true;
}
export function closeFoldedNavbar(): void {
  navbarStore.foldedOpen = false;
}

export function toggleMobileNavbar(): void {
  navbarStore.mobileOpen = !navbarStore.mobileOpen;
}
export function openMobileNavbar(): void {
  navbarStore.mobileOpen = true;
}
export function closeMobileNavbar(): void {
  navbarStore.mobileOpen = false;
}

export function toggleSidePanel(): void {
  navbarStore.sidePanelOpen = !navbarStore.sidePanelOpen;
}

export function resetNavbarStore(): void {
  navbarStore.sidePanelOpen = false;
  navbarStore.open = true;
  navbarStore.foldedOpen = false;
  navbarStore.mobileOpen = false;
}
