/** The mail item's live badge: the unread mails of the inbox (loaded by the shell, kept current by the screen). */
import type { Mail } from '@chorus/mock-handlers/contracts';
import type { NavBadges } from '@chorus/shell';
import { countBadge } from '../lib/navBadges';
import { mailApi } from './mail.api';

export function mailNavBadges(inbox: readonly Mail[]): NavBadges {
  return { 'apps.mail': countBadge(inbox.filter((mail) => !mail.read).length, 'unread') };
}

export default async function loadMailNavBadges(): Promise<NavBadges> {
  return mailNavBadges(await mailApi.mails({ folderHandle: 'inbox' }));
}
