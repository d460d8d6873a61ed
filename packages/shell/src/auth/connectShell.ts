/**
 * Wires auth into the shell's stores: a signed-in user's settings and shortcuts
 * are saved through updateUserData (POST {api}/auth/user/update for jwt), and
 * auth notices ('User data saved with api', 'Invalid access_token', ...) go to
 * the shell's snackbar. Call once at start-up (the demo does).
 */
import { showMessage } from '../message/message.store';
import { configureSettingsPersistence } from '../settings/settings.store';
import { configureShortcutsPersistence } from '../shortcuts/shortcuts.store';
import { setAuthNotifier, updateUserData } from './auth.service';

export function connectAuthToShell(): void {
  setAuthNotifier((message, variant) => showMessage({ message, variant }));
  configureSettingsPersistence({
    save: async (settings) => {
      await updateUserData({ settings: settings as unknown as Record<string, unknown> });
    },
  });
  configureShortcutsPersistence({
    save: async (shortcuts) => {
      await updateUserData({ shortcuts });
    },
  });
}
