/**
 * The meeting details page's data: the meeting (by the URL's id), kept on screen through an outage (asked again
 * with back-off, what the viewer wrote waiting on this device), and the focus moved to the live phase on start.
 */
import type { MeetingDetail } from '@chorus/mock-handlers/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isUnreachable } from '../../lib/query';
import { meetingKeys, meetingsApi } from '../meetings.api';
import { useOutboxResend, useUnsaved } from './useOutbox';

export function useMeetingDetail(id: string) {
  const detail = useQuery({
    queryKey: meetingKeys.detail(id),
    queryFn: ({ signal }) => meetingsApi.detail(id, signal),
    enabled: id !== '',
  });
  const meeting = detail.data;
  // The server does not answer (an outage) while the meeting is on screen: it stays, with a banner, and the
  // page keeps asking until the server answers; what the viewer wrote meanwhile waits on this device.
  const unreachable = meeting !== undefined && detail.isError && isUnreachable(detail.error);
  useRetryWhileUnreachable(unreachable, detail.refetch);
  useOutboxResend(id, detail.dataUpdatedAt);
  const unsaved = useUnsaved(id).length;
  return { detail, meeting, unreachable, unsaved };
}

/** The first wait before asking the server again during an outage, doubling up to the last. */
export const OUTAGE_RETRY_MIN_MS = 2_000;
export const OUTAGE_RETRY_MAX_MS = 30_000;

/** Asks again, with back-off, while the server does not answer (polling may be off: a live channel was on). */
function useRetryWhileUnreachable(unreachable: boolean, refetch: () => unknown) {
  const client = useQueryClient();
  useEffect(() => {
    // Back: everything of the meetings on screen is read again (a panel's failed read kept its old data).
    if (unreachable) return () => void client.invalidateQueries({ queryKey: meetingKeys.all });
    return undefined;
  }, [unreachable, client]);
  useEffect(() => {
    if (!unreachable) return;
    let delay = OUTAGE_RETRY_MIN_MS;
    let timer: ReturnType<typeof setTimeout>;
    let stopped = false;
    const tick = () => {
      timer = setTimeout(async () => {
        await refetch();
        delay = Math.min(OUTAGE_RETRY_MAX_MS, delay * 2);
        if (!stopped) tick();
      }, delay);
    };
    tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [unreachable, refetch]);
}

/**
 * When the meeting goes live under the viewer's eyes (the host pressed "Start meeting" at the bottom of the long
 * setup; an attendee waited in the waiting room), the live phase is where to look: scrolled into view, with the
 * focus on its title, so its timer and the host's "Reveal all ideas" are not off screen.
 */
export function useLivePhaseOnStart(status: MeetingDetail['status']) {
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === 'scheduled' && status === 'live') {
      const title = document.getElementById('phase-title');
      title?.focus({ preventScroll: true });
      const reduce = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      title?.closest('section')?.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
    }
    previous.current = status;
  }, [status]);
}
