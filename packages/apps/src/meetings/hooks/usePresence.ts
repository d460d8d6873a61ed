/**
 * The presence heartbeat of an open meeting page (a Chorus extension): "here" at once and every
 * PRESENCE_HEARTBEAT_SEC, "gone" on leaving. Each answer is the meeting (who is here now) and goes into
 * the cache; the other tabs hear of an arrival or a departure through the live channel. A meeting that ended
 * under the page has nobody left to tell: no "gone" (the server would refuse it, 409).
 */
import { PRESENCE_HEARTBEAT_SEC } from '@chorus/mock-handlers/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MeetingDetail } from '@chorus/mock-handlers/contracts';
import { meetingKeys, meetingsApi } from '../meetings.api';
import { putMeeting } from '../meetings.cache';

export function usePresence(meetingId: string, active: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!active) return;
    let left = false;
    // Presence is best effort: a missed heartbeat only shows the viewer away for a moment.
    const beat = () =>
      meetingsApi
        .presence(meetingId, true)
        .then((meeting) => {
          if (!left) putMeeting(client, meeting);
        })
        .catch(() => undefined);
    void beat();
    const timer = setInterval(beat, PRESENCE_HEARTBEAT_SEC * 1000);
    return () => {
      left = true;
      clearInterval(timer);
      const now = client.getQueryData<MeetingDetail>(meetingKeys.detail(meetingId));
      if (now?.status === 'ended') return;
      void meetingsApi.presence(meetingId, false).catch(() => undefined);
    };
  }, [client, meetingId, active]);
}
