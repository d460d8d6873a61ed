/**
 * The data of the facilitators' panel: who leads, the ready count, whom the viewer may hand the lead to, whether
 * the viewer may take it over, and (for the host) the co-hosts. Each answer is the meeting: it goes into the cache.
 */
import type { MeetingDetail, Person, PhaseView } from '@chorus/mock-handlers/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { useAppMutation } from '../../lib/mutation';
import { meetingsApi } from '../meetings.api';
import { putMeeting } from '../meetings.cache';
import { useT } from '../views/i18n';
import { saveRequest } from '../views/meetingRequests';
import type { FacilitationViewProps } from '../views/Facilitation/FacilitationView';

const answer = (result: MeetingDetail, _vars: unknown, client: QueryClient) => putMeeting(client, result);

export function useFacilitation(
  meeting: MeetingDetail,
  current: PhaseView | undefined,
): FacilitationViewProps {
  const t = useT();
  const hand = useAppMutation({
    mutationFn: (userId: string | undefined) => meetingsApi.handOff(meeting.id, userId),
    answer,
    errorMessage: t('facilitation.error'),
    successMessage: (_userId, result) =>
      result.viewerLeads ? t('facilitation.taken') : t('facilitation.handed'),
  });
  const save = useAppMutation({
    mutationFn: meetingsApi.save,
    answer,
    errorMessage: t('host.saveError'),
    successMessage: t('host.saved'),
  });
  const person = (id: string): Person =>
    meeting.participants.find((entry) => entry.id === id) ?? {
      id,
      displayName: meeting.hostName,
      photoURL: '',
      userType: 1,
    };
  const facilitators = [meeting.hostId, ...meeting.coHostIds];
  const leads = meeting.viewerLeads;
  const isHost = meeting.viewerRole === 'host';
  return {
    facilitator: person(meeting.facilitatorId),
    viewerLeads: leads,
    ready: current?.status === 'active' ? { ready: current.readyCount, total: current.eligibleCount } : null,
    handTo: leads || isHost ? facilitators.filter((id) => id !== meeting.facilitatorId).map(person) : [],
    canTakeOver: meeting.viewerCanTakeOver && !isHost,
    coHosts: isHost
      ? {
          // Co-hosts are named among the attendees: never the host, nor a guest who joined by the link.
          attendees: meeting.participants.filter(
            (entry) => entry.id !== meeting.hostId && !meeting.guestIds.includes(entry.id),
          ),
          value: meeting.coHostIds,
          saving: save.isPending,
          onSave: (coHostIds) => save.mutate(saveRequest(meeting, { coHostIds })),
        }
      : undefined,
    busy: hand.isPending,
    onHandOff: (userId) => hand.mutate(userId),
    onTakeOver: () => hand.mutate(undefined),
  };
}
