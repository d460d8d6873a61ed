import { resetDialogStore } from '../dialog/dialog.store';
import { resetMessageStore } from '../message/message.store';
import { resetNavbarStore } from '../navbar/navbar.store';
import { resetNavBadgesStore } from '../navigation/navBadges.store';
import { resetNavigationStore } from '../navigation/navigation.store';
import { resetQuickPanelStore } from '../quick-panel/quickPanel.store';
import { resetSearchStore } from '../search/search.store';
import { resetSettingsStore } from '../settings/settings.store';
import { resetShortcutsStore } from '../shortcuts/shortcuts.store';

/** Every shell store back to its initial state (stories and tests call it before each run). */
export function resetShellStores(): void {
  resetSettingsStore();
  resetNavbarStore();
  resetQuickPanelStore();
  resetMessageStore();
  resetDialogStore();
  resetSearchStore();
  resetShortcutsStore();
  resetNavigationStore();
  resetNavBadgesStore();
}
