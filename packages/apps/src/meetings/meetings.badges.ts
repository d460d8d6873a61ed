/**
 * The meetings item's live badge: "Live" while one of the viewer's meetings is running, so a member hears of it
 * wherever they are in the shell (not only on its page). Read again on every change another tab or person makes
 * (lib/liveBadges.ts). Loaded on every signed-in page: it reads the list through the API's path alone
 * (not the meetings contract's schemas) and its words from the navigation's own small catalogue.
 */
import { type MeetingSummary, meetingPaths } from '@chorus/mock-handlers/contracts';
import { api, type NavBadges } from '@chorus/shell';
import { getLocale, vars } from '@chorus/ui';
import { badgesFollowLiveView, followLiveBadges } from '../lib/liveBadges';
import { messages, t } from '../lib/navigation/i18n';

// The badge is read from the viewer's meetings' list: it follows the changes that move that view, from the first
// load on (the screens' code may not have loaded yet).
badgesFollowLiveView(meetingPaths.items);
followLiveBadges();

export function meetingsNavBadges(meetings: readonly Pick<MeetingSummary, 'status'>[]): NavBadges {
  const live = meetings.filter((meeting) => meeting.status === 'live').length;
  return {
    meetings: live
      ? {
          title: live > 1 ? t('badge.liveCount', { count: live }) : t('badge.live'),
          label: t('badge.liveLabel', { count: live }),
          bg: vars.color.positive,
          fg: vars.color.positiveText,
        }
      : undefined,
  };
}

export default async function loadMeetingsNavBadges(): Promise<NavBadges> {
  const [meetings] = await Promise.all([
    api.get<MeetingSummary[]>(meetingPaths.items),
    messages.load(getLocale()),
  ]);
  return meetingsNavBadges(meetings);
}
