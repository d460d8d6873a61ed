import { Button, IconButton } from '@chorus/ui';
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
import { useT } from '../i18n';

/**
 * Layout3's side panels (56 px). The left one holds the user's shortcuts and toggles open (280 px, with
 * titles); the right one holds quick actions.
 */
export function SidePanel({ side, themeClassName }: { side: 'start' | 'end'; themeClassName?: string }) {
  const t = useT();
  const { shortcuts } = useSnapshot(shortcutsStore);
  const { sidePanelOpen } = useSnapshot(navbarStore);
  const items = useVisibleNavigation();
  const open = side === 'start' && sidePanelOpen;
  return (
    <aside
      className={[shell.region, css.sidePanel, themeClassName].filter(Boolean).join(' ')}
      data-side={side}
      data-open={open ? 'true' : undefined}
      aria-label={side === 'start' ? t('sidePanel.left') : t('sidePanel.right')}
    >
      {side === 'start' ? (
        <>
          <IconButton
            className={shell.chromeButton}
            label={t('sidePanel.toggle')}
            icon={<ShellIcon name={open ? 'chevrons-left' : 'chevrons-right'} />}
            aria-expanded={open}
            onClick={toggleSidePanel}
          />
          {shortcuts
            .map((id) => findNavItem(items, id))
            .filter((item) => item?.url)
            .map((item) =>
              open ? (
                <Link key={item!.id} to={item!.url!} className={css.sidePanelLink}>
                  <ShellIcon name={item!.icon ?? 'shapes'} />
                  <span>{item!.title}</span>
                </Link>
              ) : (
                <Button key={item!.id} asChild variant="ghost" tone="neutral" className={shell.chromeButton}>
                  <Link to={item!.url!} aria-label={t('sidePanel.goTo', { title: item!.title })}>
                    <ShellIcon name={item!.icon ?? 'shapes'} />
                  </Link>
                </Button>
              ),
            )}
        </>
      ) : (
        <>
          <IconButton
            className={shell.chromeButton}
            label={t('sidePanel.quickPanel')}
            icon={<ShellIcon name="bell" />}
            onClick={openQuickPanel}
          />
          <IconButton
            className={shell.chromeButton}
            label={t('sidePanel.themeSettings')}
            icon={<ShellIcon name="settings" />}
            onClick={openSettingsPanel}
          />
        </>
      )}
    </aside>
  );
}
