/** The data of the revealed board: the ideas, and the host's hide / show. */
import type { MeetingDetail, PhaseView } from '@chorus/mock-handlers/contracts';
import { useAppMutation } from '../../lib/mutation';
import { meetingKeys, meetingsApi } from '../meetings.api';
import { putIdea } from '../meetings.cache';
import { useT } from '../views/i18n';
import { useIdeas } from './useIdeas';
import type { IdeasBoardProps } from '../views/IdeasBoard/IdeasBoard';

/** Hiding answers the idea: it replaces its copies in the meeting's lists, nothing refetches. */
export function useHideIdea() {
  const t = useT();
  return useAppMutation({
    mutationFn: ({ id, hidden, reason }: { id: string; hidden: boolean; reason?: string }) =>
      meetingsApi.hideIdea(id, hidden, reason),
    answer: (idea, _vars, client) => {
      putIdea(client, idea);
      // The meeting's moderation trace changed with it, and dots on a hidden idea went back to their voters.
      void client.invalidateQueries({ queryKey: meetingKeys.detail(idea.meetingId) });
      void client.invalidateQueries({ queryKey: meetingKeys.ballots });
    },
    errorMessage: t('board.hideError'),
  });
}

export function useIdeasBoard(meeting: MeetingDetail, phase: PhaseView) {
  const ideas = useIdeas(meeting, phase);
  const hide = useHideIdea();
  const isHost = meeting.viewerCanFacilitate;
  const board: Omit<IdeasBoardProps, 'data'> = {
    isHost,
    canHide: isHost && meeting.status === 'live',
    onHide: (id, hidden, reason) => hide.mutate({ id, hidden, reason }),
  };
  return { ideas, board };
}
