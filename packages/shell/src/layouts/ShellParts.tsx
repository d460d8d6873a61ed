import {
  type CSSProperties,
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useState,
} from 'react';
import { useSnapshot } from 'valtio';
import { dialogStore } from '../dialog/dialog.store';
import { Footer } from '../footer/Footer';
import { useT } from '../i18n';
import * as shell from '../lib/shell.css';
import { useMediaQuery } from '../lib/useMediaQuery';
import { Message } from '../message/Message';
import { quickPanelStore } from '../quick-panel/quickPanel.store';
import { settingsStore } from '../settings/settings.store';
import type { Settings } from '../settings/settings.types';
import * as css from './layout.css';

export const MAIN_CONTENT_ID = 'chorus-main';

/** The first focusable element of the page: jumps to the main content. */
export function SkipLink() {
  const t = useT();
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
      {t('skipLink')}
    </a>
  );
}

// The quick panel and the settings panel load when first opened: no page (the login page least of all)
// pays for them before, and the quick panel's data loads when it mounts, as §4 says.
const QuickPanel = lazy(() => import('../quick-panel/QuickPanel').then((m) => ({ default: m.QuickPanel })));
const SettingsPanel = lazy(() =>
  import('../settings/SettingsPanel').then((m) => ({ default: m.SettingsPanel })),
);
// The global dialog mounts when first opened, and stays (so closing it can animate and restore focus).
const ShellDialog = lazy(() => import('../dialog/ShellDialog').then((m) => ({ default: m.ShellDialog })));

/** True from the first time `value` is true on. */
function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}

/** The global parts every layout renders: quick panel, settings dialog, snackbar, dialog. */
export function ShellOverlays() {
  const quickPanelWanted = useOnceTrue(useSnapshot(quickPanelStore).open);
  const settingsWanted = useOnceTrue(useSnapshot(settingsStore).panelOpen);
  const dialogWanted = useOnceTrue(useSnapshot(dialogStore).state);
  return (
    <>
      {quickPanelWanted ? (
        <Suspense fallback={null}>
          <QuickPanel />
        </Suspense>
      ) : null}
      {settingsWanted ? (
        <Suspense fallback={null}>
          <SettingsPanel />
        </Suspense>
      ) : null}
      <Message />
      {dialogWanted ? (
        <Suspense fallback={null}>
          <ShellDialog />
        </Suspense>
      ) : null}
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

/** A phone: the footer scrolls with the content there, so it does not take ~50 px of every screen. */
const PHONE_QUERY = 'screen and (max-width: 599.98px)';

/**
 * The layout's footer. `frame` (the default) is its place under the content on wider screens; `content` is its
 * place at the end of the scrolling content on a phone (render both: each shows where it belongs); `always`
 * puts it where it is rendered on every screen.
 */
export function LayoutFooter({
  settings,
  themeClassName,
  place = 'frame',
}: {
  settings: Settings;
  themeClassName: string;
  place?: 'frame' | 'content' | 'always';
}) {
  const phone = useMediaQuery(PHONE_QUERY);
  const footer = settings.layout.config.footer;
  if (!footer.display) return null;
  if ((place === 'frame' && phone) || (place === 'content' && !phone)) return null;
  return <Footer themeClassName={themeClassName} style={footer.style} />;
}
