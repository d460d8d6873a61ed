/** The data of the grouping panel: the revealed ideas and their themes, saving a theme, hiding an idea. */
import type { MeetingDetail, PhaseView } from '@chorus/mock-handlers/contracts';
import { useAppMutation } from '../../../lib/mutation';
import { meetingsApi } from '../../meetings.api';
import { putGroup } from '../../meetings.cache';
import { useIdeasBoard } from '../IdeasBoard/useIdeasBoard';
import type { GroupingViewProps } from './GroupingView';

export function useGrouping(meeting: MeetingDetail, phase: PhaseView) {
  const { ideas, board } = useIdeasBoard(meeting, phase);
  // The answer is the theme: it is applied to the cached ideas as the server applies it.
  const group = useAppMutation({
    mutationFn: meetingsApi.saveGroup,
    answer: (saved, _vars, client) => putGroup(client, saved),
    errorMessage: 'Could not group the ideas',
    successMessage: (_vars, saved) => `Theme "${saved.title}" saved`,
  });
  const view: Omit<GroupingViewProps, 'data'> = {
    ...board,
    canGroup: meeting.viewerCanContribute && phase.status === 'active' && meeting.status === 'live',
    onGroup: ({ title, ideaIds }) => group.mutateAsync({ meetingId: meeting.id, title, ideaIds }),
  };
  return { ideas, view };
}
