/**
 * The host's guest links: turning each on (a new token) or off, the address each opens, and copying it. Each
 * answer is the meeting: it goes into the cache.
 */
import type { GuestKind, MeetingDetail } from '@chorus/mock-handlers/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { useHref } from 'react-router';
import { copyToClipboard } from '../../lib/clipboard';
import { useAppMutation } from '../../lib/mutation';
import { meetingsApi } from '../meetings.api';
import { putMeeting } from '../meetings.cache';
import type { GuestLinksViewProps } from '../views/Guests/GuestLinksView';
import { useT } from '../views/i18n';

const answer = (result: MeetingDetail, _vars: unknown, client: QueryClient) => putMeeting(client, result);

export function useGuestLinks(meeting: MeetingDetail): GuestLinksViewProps | null {
  const t = useT();
  // The app's address of /join (under the router's base), made absolute to be shared.
  const joinBase = useHref('/join/');
  const change = useAppMutation({
    mutationFn: ({ kind, enabled }: { kind: GuestKind; enabled: boolean }) =>
      meetingsApi.guestLink(meeting.id, kind, enabled),
    answer,
    errorMessage: t('guests.error'),
    successMessage: t('guests.saved'),
  });
  if (!meeting.guestLinks || meeting.status === 'ended') return null;
  return {
    links: meeting.guestLinks,
    urlOf: (token) => new URL(`${joinBase}${token}`, window.location.origin).href,
    busy: change.isPending ? (change.variables?.kind ?? null) : null,
    onChange: (kind, enabled) => change.mutate({ kind, enabled }),
    onCopy: (url) => void copyToClipboard(url, { copied: t('guests.copied'), failed: t('guests.error') }),
  };
}
