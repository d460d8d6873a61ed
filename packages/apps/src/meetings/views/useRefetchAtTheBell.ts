/**
 * At the bell of the running phase the meeting is read again: the domain decides what the deadline does
 * (a timer reveal, input closed) on the first read after it, so every open tab shows it at that moment
 * with nobody acting and no push needed. Other changes arrive through the live channel as usual.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { meetingKeys } from '../meetings.api';

/** A little after the deadline, so the server's clock has passed it too. */
const AFTER_THE_BELL_MS = 500;
/** setTimeout's limit (about 24.8 days); a later bell is scheduled when the page is still open then. */
const MAX_DELAY_MS = 2_147_483_647;

export function useRefetchAtTheBell(meetingId: string, endsAt: string | null): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!endsAt) return;
    const delay = Date.parse(endsAt) - Date.now() + AFTER_THE_BELL_MS;
    if (Number.isNaN(delay) || delay < 0 || delay > MAX_DELAY_MS) return;
    const timer = setTimeout(() => {
      void client.invalidateQueries({ queryKey: meetingKeys.detail(meetingId), exact: true });
    }, delay);
    return () => clearTimeout(timer);
  }, [client, meetingId, endsAt]);
}
