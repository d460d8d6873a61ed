import { countBadge } from '../lib/navBadges';
import { getLocale } from '@chorus/ui';
import { messages, t } from './i18n';
import { mailApi } from './mail.api';
export function mailNavBadges(inbox) {
    return {
        'apps.mail': countBadge(inbox.filter((mail) => !mail.read).length, (count) => t('badge.unread', { count })),
    };
}
export default async function loadMailNavBadges() {
    // The heard text is a plural: ready() compiles it (load() alone would leave it empty until the ICU
    // compiler arrives, and nothing renders this badge again).
    const [inbox] = await Promise.all([mailApi.mails({ folderHandle: 'inbox' }), messages.ready(getLocale())]);
    return mailNavBadges(inbox);
}
