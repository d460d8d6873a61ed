/**
 * The data of the host's controls: what the current phase allows, and the calls that run the meeting.
 * Each answer is the meeting: it goes into the cache, and only what it cannot say refetches.
 */
import { confirmAction } from '../../../lib/confirm';
import type { MeetingDetail, PhaseView } from '@chorus/mock-handlers/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { useAppMutation } from '../../../lib/mutation';
import { initiativeKeys } from '../../../lib/product/productKeys';
import { meetingKeys, meetingsApi } from '../../meetings.api';
import { putMeeting } from '../../meetings.cache';
import { saveRequest } from '../meetingRequests';
import type { HostControlsViewProps } from './HostControlsView';

const answer = (result: MeetingDetail, _vars: unknown, client: QueryClient) => putMeeting(client, result);

function advanceLabel(current: PhaseView | undefined, next: PhaseView | undefined): string {
  if (current?.status === 'active' && current.type === 'vote') return 'Close the vote';
  if (current?.status === 'active' && current.type === 'decide') return 'Close the decision';
  if (next) return `Next: ${next.title}`;
  return 'Close this phase';
}

export function useHostControls(
  meeting: MeetingDetail,
  current: PhaseView | undefined,
): HostControlsViewProps {
  // What closes with the current phase: its tallies may now show.
  const closing = current ? [meetingKeys.results(current.id)] : [];
  const advance = useAppMutation({
    mutationFn: () => meetingsApi.advance(meeting.id),
    answer,
    // Moving on from writing reveals the ideas.
    invalidate: [
      ...closing,
      ...(current?.type === 'silentIdeate' && !current.revealedAt
        ? [meetingKeys.meetingIdeas(meeting.id)]
        : []),
    ],
    errorMessage: 'Could not move on',
  });
  const extend = useAppMutation({
    mutationFn: (sec: number) => meetingsApi.extend(meeting.id, sec),
    answer,
    errorMessage: 'Could not extend the time',
    successMessage: 'Time extended',
  });
  const reveal = useAppMutation({
    mutationFn: () => meetingsApi.reveal(meeting.id),
    answer,
    // The meeting is set from the answer; the ideas it revealed are read (never the meeting again).
    invalidate: [meetingKeys.meetingIdeas(meeting.id)],
    errorMessage: 'Could not reveal',
    successMessage: 'Every idea is revealed at once',
  });
  const end = useAppMutation({
    mutationFn: () => meetingsApi.end(meeting.id),
    answer,
    // The initiative lists the meeting with its status.
    invalidate: [...closing, initiativeKeys.detail(meeting.initiativeId)],
    errorMessage: 'Could not end the meeting',
    successMessage: 'Meeting ended',
  });
  const save = useAppMutation({
    mutationFn: meetingsApi.save,
    answer,
    errorMessage: 'Could not save',
    successMessage: 'Saved',
  });

  const next = meeting.phases.find((p) => p.order > (current?.order ?? -1));
  const nextDecide = next?.type === 'decide' && next.status === 'pending' ? next : undefined;
  const lastClosed = current?.status !== 'active' && !next;
  return {
    canReveal: current?.type === 'silentIdeate' && current.status === 'active' && !current.revealedAt,
    advanceLabel: lastClosed ? null : advanceLabel(current, next),
    phaseActive: current?.status === 'active',
    nextProposal: nextDecide?.prompt,
    settings: meeting.settings,
    revealing: reveal.isPending,
    advancing: advance.isPending,
    ending: end.isPending,
    saving: save.isPending,
    onReveal: () => reveal.mutate(undefined),
    onAdvance: () => advance.mutate(undefined),
    onExtend: (sec) => extend.mutate(sec),
    onEnd: () =>
      confirmAction({
        title: 'End the meeting?',
        description:
          'Every phase closes for everyone: no more ideas, votes or stances. This cannot be undone.',
        confirmLabel: 'End meeting',
        onConfirm: () => end.mutate(undefined),
      }),
    onSaveProposal: (proposal) =>
      save.mutateAsync(
        saveRequest(meeting, {
          phases: meeting.phases.map((p) => ({
            id: p.id,
            type: p.type,
            title: p.title,
            prompt: p.id === nextDecide?.id ? proposal : p.prompt,
            timeboxSec: p.timeboxSec,
          })),
        }),
      ),
    onSaveSettings: (settings) => save.mutate(saveRequest(meeting, { settings })),
  };
}
