/** The mail item's live badge: the unread mails of the inbox (loaded by the shell, kept current by the screen). */
import type { Mail } from '@chorus/mock-handlers/contracts';
import type { NavBadges } from '@chorus/shell';
import { countBadge } from '../lib/navBadges';
import { getLocale } from '@chorus/ui';
import { messages, t } from './i18n';
import { mailApi } from './mail.api';

export function mailNavBadges(inbox: readonly Mail[]): NavBadges {
  return {
    'apps.mail': countBadge(inbox.filter((mail) => !mail.read).length, (count) =>
      t('badge.unread', { count }),
    ),
  };
}

export default async function loadMailNavBadges(): Promise<NavBadges> {
  // The heard text is a plural: ready() compiles it (load() alone would leave it empty until the ICU
  // compiler arrives, and nothing renders this badge again).
  const [inbox] = await Promise.all([mailApi.mails({ folderHandle: 'inbox' }), messages.ready(getLocale())]);
  return mailNavBadges(inbox);
}
