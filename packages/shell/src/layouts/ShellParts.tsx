import { type CSSProperties, createContext, type ReactNode, useContext } from 'react';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { ShellDialog } from '../dialog/ShellDialog';
import { Footer } from '../footer/Footer';
import { ShellIcon } from '../lib/ShellIcon';
import * as shell from '../lib/shell.css';
import { Message } from '../message/Message';
import { navbarStore, toggleSidePanel } from '../navbar/navbar.store';
import { findNavItem } from '../navigation/navigation';
import { useVisibleNavigation } from '../navigation/Navigation';
import { openQuickPanel } from '../quick-panel/quickPanel.store';
import { QuickPanel } from '../quick-panel/QuickPanel';
import { openSettingsPanel } from '../settings/settings.store';
import { SettingsPanel } from '../settings/SettingsPanel';
import type { Settings } from '../settings/settings.types';
import { shortcutsStore } from '../shortcuts/shortcuts.store';
import * as css from './layout.css';

export const MAIN_CONTENT_ID = 'chorus-main';

/** The first focusable element of the page: jumps to the main content. */
export function SkipLink() {
  return (
    <a
      className={shell.skipLink}
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
    >
      Skip to content
    </a>
  );
}

/** The global parts every layout renders: quick panel, settings dialog, snackbar, dialog. */
export function ShellOverlays() {
  return (
    <>
      <QuickPanel />
      <SettingsPanel />
      <Message />
      <ShellDialog />
    </>
  );
}

/** Set by ShellLayout, which renders the overlays itself so switching layouts keeps them mounted. */
export const OverlaysHosted = createContext(false);

export function LayoutRoot({
  layout,
  settings,
  mainTheme,
  boxedWidth,
  children,
}: {
  layout: string;
  settings: Settings;
  mainTheme: string;
  boxedWidth: number;
  children: ReactNode;
}) {
  const overlaysHosted = useContext(OverlaysHosted);
  return (
    <div
      className={[css.root, shell.region, mainTheme, settings.customScrollbars ? shell.customScrollbars : '']
        .filter(Boolean)
        .join(' ')}
      data-layout={layout}
      data-scroll={settings.layout.config.scroll}
      style={{ '--chorus-boxed-width': `${boxedWidth}px` } as CSSProperties}
    >
      <SkipLink />
      <div className={css.frame} data-mode={settings.layout.config.mode}>
        {children}
      </div>
      {overlaysHosted ? null : <ShellOverlays />}
    </div>
  );
}

/** The main landmark: the skip link's target; scrolls by itself when settings say so. */
export function MainContent({
  settings,
  footer,
  children,
}: {
  settings: Settings;
  /** A footer rendered inside the scrolling area (scrolls with the content). */
  footer?: ReactNode;
  children: ReactNode;
}) {
  const scrollContent = settings.layout.config.scroll === 'content';
  return (
    <div className={scrollContent ? css.contentScroll : css.column} data-testid="content-scroll">
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={css.content}>
        <div className={css.contentInner} data-mode={settings.layout.config.mode}>
          {children}
        </div>
      </main>
      {footer}
    </div>
  );
}

export function LayoutFooter({ settings, themeClassName }: { settings: Settings; themeClassName: string }) {
  const footer = settings.layout.config.footer;
  if (!footer.display) return null;
  return <Footer themeClassName={themeClassName} style={footer.style} />;
}

/**
 * Layout3's side panels (56 px). The left one holds the user's shortcuts and toggles open (280 px, with
 * titles); the right one holds quick actions.
 */
export function SidePanel({ side, themeClassName }: { side: 'start' | 'end'; themeClassName?: string }) {
  const { shortcuts } = useSnapshot(shortcutsStore);
  const { sidePanelOpen } = useSnapshot(navbarStore);
  const items = useVisibleNavigation();
  const open = side === 'start' && sidePanelOpen;
  return (
    <aside
      className={[shell.region, css.sidePanel, themeClassName].filter(Boolean).join(' ')}
      data-side={side}
      data-open={open ? 'true' : undefined}
      aria-label={side === 'start' ? 'Left side panel' : 'Right side panel'}
    >
      {side === 'start' ? (
        <>
          <button
            type="button"
            className={shell.iconButton}
            aria-label="Toggle side panel"
            aria-expanded={open}
            onClick={toggleSidePanel}
          >
            <ShellIcon name={open ? 'chevrons-left' : 'chevrons-right'} />
          </button>
          {shortcuts
            .map((id) => findNavItem(items, id))
            .filter((item) => item?.url)
            .map((item) => (
              <Link
                key={item!.id}
                to={item!.url!}
                className={open ? css.sidePanelLink : shell.iconButton}
                aria-label={open ? undefined : `Go to ${item!.title}`}
              >
                <ShellIcon name={item!.icon ?? 'shapes'} />
                {open ? <span>{item!.title}</span> : null}
              </Link>
            ))}
        </>
      ) : (
        <>
          <button
            type="button"
            className={shell.iconButton}
            aria-label="Open quick panel"
            onClick={openQuickPanel}
          >
            <ShellIcon name="bell" />
          </button>
          <button
            type="button"
            className={shell.iconButton}
            aria-label="Open theme settings"
            onClick={openSettingsPanel}
          >
            <ShellIcon name="settings" />
          </button>
        </>
      )}
    </aside>
  );
}
