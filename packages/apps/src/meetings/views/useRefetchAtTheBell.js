import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ringAtTheBell, serverClock } from '../bell';
import { meetingKeys } from '../meetings.api';
/** Whether the bell of this phase reveals its ideas (so a read that does not show them is read again). */
const revealsAtTheBell = (meeting, phase) => phase.type === 'silentIdeate' && meeting.settings.revealMode === 'timer' && !phase.revealedAt;
export function useRefetchAtTheBell(meeting, phase) {
    const client = useQueryClient();
    const endsAt = phase?.status === 'active' ? phase.endsAt : null;
    const phaseId = phase?.id;
    const reveals = phase ? revealsAtTheBell(meeting, phase) : false;
    const meetingId = meeting.id;
    useEffect(() => {
        if (!endsAt || !phaseId)
            return;
        const key = meetingKeys.detail(meetingId);
        return ringAtTheBell({
            endsAt,
            clock: serverClock,
            refetch: () => client.invalidateQueries({ queryKey: key, exact: true }),
            settled: reveals
                ? () => {
                    const read = client.getQueryData(key);
                    const now = read?.phases.find((p) => p.id === phaseId);
                    return now?.status !== 'active' || Boolean(now.revealedAt) || now.endsAt !== endsAt;
                }
                : undefined,
        });
    }, [client, meetingId, phaseId, endsAt, reveals]);
}
