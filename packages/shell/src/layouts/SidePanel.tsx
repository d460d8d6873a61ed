import { useSnapshot } from 'valtio';
import { Link } from '../lib/Link';
import { ShellIcon } from '../lib/ShellIcon';
import * as shell from '../lib/shell.css';
import { navbarStore, toggleSidePanel } from '../navbar/navbar.store';
import { findNavItem } from '../navigation/navItems';
import { useVisibleNavigation } from '../navigation/useVisibleNavigation';
import { openQuickPanel } from '../quick-panel/quickPanel.store';
import { openSettingsPanel } from '../settings/settings.store';
import { shortcutsStore } from '../shortcuts/shortcuts.store';
import * as css from './layout.css';

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
