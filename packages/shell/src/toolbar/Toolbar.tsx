import { IconButton } from '@chorus/ui';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import * as layout from '../layouts/layout.css';
import { ShellIcon } from '../lib/ShellIcon';
import * as shell from '../lib/shell.css';
import { useIsMobile } from '../lib/useMediaQuery';
import { MobileNavbarButton } from '../navbar/Navbar';
import { quickPanelStore, toggleQuickPanel } from '../quick-panel/quickPanel.store';
import { SearchBox } from '../search/SearchBox';
import { openSettingsPanel, settingsStore } from '../settings/settings.store';
import { Shortcuts } from '../shortcuts/Shortcuts';
import { UserMenu } from '../user-menu/UserMenu';
import { useT } from '../i18n';
import { LanguageMenu } from './LanguageMenu';

export interface ToolbarProps {
  themeClassName?: string;
  style?: 'fixed' | 'static';
  /** Show the "Open navigation" button on small screens (when there is a navbar). */
  navbarToggle?: boolean;
  /** Content before the shortcuts (e.g. the logo in layouts without a vertical navbar). */
  leading?: ReactNode;
}

export function QuickPanelButton() {
  const { open } = useSnapshot(quickPanelStore);
  const t = useT();
  return (
    <IconButton
      className={shell.chromeButton}
      label={t('toolbar.quickPanel')}
      icon={<ShellIcon name="bell" />}
      aria-expanded={open}
      onClick={toggleQuickPanel}
    />
  );
}

export function ThemeSettingsButton() {
  const { panelOpen } = useSnapshot(settingsStore);
  const t = useT();
  return (
    <IconButton
      className={shell.chromeButton}
      label={t('toolbar.themeSettings')}
      icon={<ShellIcon name="settings" />}
      aria-expanded={panelOpen}
      onClick={openSettingsPanel}
    />
  );
}

/** The top toolbar (64 px): navbar toggle, shortcuts, search, quick panel, theme settings, user menu. */
export function Toolbar({ themeClassName, style = 'static', navbarToggle = true, leading }: ToolbarProps) {
  const isMobile = useIsMobile();
  return (
    <header
      className={[shell.region, layout.toolbar, themeClassName].filter(Boolean).join(' ')}
      data-style={style}
    >
      <div className={layout.toolbarStart}>
        {navbarToggle && isMobile ? <MobileNavbarButton /> : null}
        {leading}
        <Shortcuts />
      </div>
      <div className={layout.toolbarEnd}>
        <SearchBox />
        <LanguageMenu />
        <QuickPanelButton />
        <ThemeSettingsButton />
        <UserMenu />
      </div>
    </header>
  );
}
