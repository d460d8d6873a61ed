/**
 * A module's navigation title in the active language, for `AppModule.navigation` (`title: navTitle('mail')`):
 * the shell calls it each time the navigation shows. The titles' catalogue loads when a title is first asked
 * for (the login page shows no navigation and downloads none of it); the navigation re-renders when it is there.
 */
import type { NavText } from '@chorus/shell';
import { type MessageKey, messages } from './i18n';

export function navTitle(key: MessageKey): NavText {
  return () => messages.t(key);
}
