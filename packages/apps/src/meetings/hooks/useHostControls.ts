/**
 * The data of the host's controls: what the current phase allows, and the calls that run the meeting.
 * Each answer is the meeting: it goes into the cache, and only what it cannot say refetches.
 */
import { confirmAction } from '../../lib/confirm';
import type { MeetingDetail, PhaseView } from '@chorus/mock-handlers/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { useAppMutation } from '../../lib/mutation';
import { initiativeKeys } from '../../lib/product/productKeys';
import { meetingKeys, meetingsApi } from '../meetings.api';
import { putMeeting } from '../meetings.cache';
import { saveRequest } from '../views/meetingRequests';
import { t as translate, useT } from '../views/i18n';
import type { HostControlsViewProps } from '../views/HostControls/HostControlsView';

const answer = (result: MeetingDetail, _vars: unknown, client: QueryClient) => putMeeting(client, result);

function advanceLabel(current: PhaseView | undefined, next: PhaseView | undefined): string {
  if (current?.status === 'active' && current.type === 'vote') return translate('host.closeVote');
  if (current?.status === 'active' && current.type === 'decide') return translate('host.closeDecision');
  if (next) return translate('host.next', { title: next.title });
  return translate('host.closePhase');
}

export function useHostControls(
  meeting: MeetingDetail,
  current: PhaseView | undefined,
): HostControlsViewProps {
  const t = useT();
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
    errorMessage: t('host.advanceError'),
  });
  const extend = useAppMutation({
    mutationFn: (sec: number) => meetingsApi.extend(meeting.id, sec),
    answer,
    errorMessage: t('host.extendError'),
    successMessage: t('host.extended'),
  });
  const reveal = useAppMutation({
    mutationFn: () => meetingsApi.reveal(meeting.id),
    answer,
    // The meeting is set from the answer; the ideas it revealed are read (never the meeting again).
    invalidate: [meetingKeys.meetingIdeas(meeting.id)],
    errorMessage: t('host.revealError'),
    successMessage: t('host.revealed'),
  });
  const end = useAppMutation({
    mutationFn: () => meetingsApi.end(meeting.id),
    answer,
    // The initiative lists the meeting with its status.
    invalidate: [...closing, initiativeKeys.detail(meeting.initiativeId)],
    errorMessage: t('host.endError'),
    successMessage: t('host.ended'),
  });
  const save = useAppMutation({
    mutationFn: meetingsApi.save,
    answer,
    errorMessage: t('host.saveError'),
    successMessage: t('host.saved'),
  });

  const next = meeting.phases.find((p) => p.order > (current?.order ?? -1));
  const nextDecide = next?.type === 'decide' && next.status === 'pending' ? next : undefined;
  const lastClosed = current?.status !== 'active' && !next;
  // A decision with no outcome recorded (its proposal never put to consent, or its round not recorded): closing
  // it records nothing, so the host is asked first.
  const proposalId = current?.type === 'decide' ? current.proposal?.id : undefined;
  const undecided =
    current?.type === 'decide' &&
    current.status === 'active' &&
    !meeting.outcomes.some((outcome) => proposalId && outcome.proposalId === proposalId);
  return {
    canReveal: current?.type === 'silentIdeate' && current.status === 'active' && !current.revealedAt,
    advanceLabel: lastClosed ? null : advanceLabel(current, next),
    advanceQuiet: undecided,
    phaseActive: current?.status === 'active',
    nextProposal: nextDecide?.prompt,
    settings: meeting.settings,
    revealing: reveal.isPending,
    advancing: advance.isPending,
    ending: end.isPending,
    saving: save.isPending,
    // The reveal cannot be undone: while some are still writing, the host is asked first.
    onReveal: () =>
      current && current.readyCount < current.eligibleCount
        ? confirmAction({
            title: t('host.revealTitle'),
            description: t('host.revealText', {
              ready: current.readyCount,
              total: current.eligibleCount,
            }),
            confirmLabel: t('host.revealNow'),
            tone: 'accent',
            onConfirm: () => reveal.mutate(undefined),
          })
        : reveal.mutate(undefined),
    onAdvance: () =>
      undecided
        ? confirmAction({
            title: t('host.closeUndecidedTitle'),
            description: t('host.closeUndecidedText'),
            confirmLabel: t('host.closeUndecided'),
            onConfirm: () => advance.mutate(undefined),
          })
        : advance.mutate(undefined),
    onExtend: (sec) => extend.mutate(sec),
    onEnd: () =>
      confirmAction({
        title: t('host.endTitle'),
        description: t('host.endDescription'),
        confirmLabel: t('host.end'),
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
