/**
 * The meetings item's live badge: "Live" while one of the viewer's meetings is running, so a member hears of it
 * wherever they are in the shell (not only on its page). Read again on every change another tab or person makes
 * (lib/query.tsx's live refresh).
 */
import type { MeetingSummary } from '@chorus/mock-handlers/contracts';
import type { NavBadges } from '@chorus/shell';
import { getLocale, vars } from '@chorus/ui';
import { messages, t } from './i18n';
import { meetingsApi } from './meetings.api';

export function meetingsNavBadges(meetings: readonly MeetingSummary[]): NavBadges {
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
  // The heard text is a plural: ready() compiles it before the badge is made.
  const [meetings] = await Promise.all([meetingsApi.list(), messages.ready(getLocale())]);
  return meetingsNavBadges(meetings);
}
