/**
 * At the bell of the running phase the meeting is read again, by the server's clock (../bell.ts): the domain
 * decides what the deadline does (a timer reveal, input closed) on the first read after it, so every open tab
 * shows it at that moment with nobody acting. When the bell reveals the ideas (revealMode timer), the tab keeps
 * reading with a bounded back-off until it shows them or the phase moves on; the server's live channel also
 * announces the reveal at the bell. Other changes arrive through the live channel as usual.
 */
import type { MeetingDetail, PhaseView } from '@chorus/mock-handlers/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ringAtTheBell, serverClock } from '../bell';
import { meetingKeys } from '../meetings.api';

/** Whether the bell of this phase reveals its ideas (so a read that does not show them is read again). */
const revealsAtTheBell = (meeting: MeetingDetail, phase: PhaseView) =>
  phase.type === 'silentIdeate' && meeting.settings.revealMode === 'timer' && !phase.revealedAt;

export function useRefetchAtTheBell(meeting: MeetingDetail, phase: PhaseView | undefined): void {
  const client = useQueryClient();
  const endsAt = phase?.status === 'active' ? phase.endsAt : null;
  const phaseId = phase?.id;
  const reveals = phase ? revealsAtTheBell(meeting, phase) : false;
  const meetingId = meeting.id;
  useEffect(() => {
    if (!endsAt || !phaseId) return;
    const key = meetingKeys.detail(meetingId);
    return ringAtTheBell({
      endsAt,
      clock: serverClock,
      refetch: () => client.invalidateQueries({ queryKey: key, exact: true }),
      settled: reveals
        ? () => {
            const read = client.getQueryData<MeetingDetail>(key);
            const now = read?.phases.find((p) => p.id === phaseId);
            return now?.status !== 'active' || Boolean(now.revealedAt) || now.endsAt !== endsAt;
          }
        : undefined,
    });
  }, [client, meetingId, phaseId, endsAt, reveals]);
}
