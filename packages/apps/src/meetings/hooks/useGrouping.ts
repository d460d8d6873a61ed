/**
 * The data of the grouping board: the revealed ideas and their themes, one change at a time. A move shows
 * at once; every change sends what this tab last saw, and a change refused because someone else got there
 * first (409) is rolled back, said in a snackbar with the server's reason, and the board is read again.
 */
import type { GroupsResponse, IdeaGroup, MeetingDetail, PhaseView } from '@chorus/mock-handlers/contracts';
import { useAppMutation } from '../../lib/mutation';
import { meetingKeys, meetingsApi } from '../meetings.api';
import { moveIdeaInCache, putGroups } from '../meetings.cache';
import { useT } from '../views/i18n';
import { useIdeasBoard } from './useIdeasBoard';
import type { GroupingViewProps, IdeaMove } from '../views/Grouping/GroupingView';

type ThemeChange =
  | { kind: 'create'; title: string }
  | { kind: 'rename'; theme: IdeaGroup; title: string }
  | { kind: 'merge'; theme: IdeaGroup; into: IdeaGroup }
  | { kind: 'delete'; theme: IdeaGroup };

/** `breakout`: the breakout group's board a facilitator works on while the groups are apart (new themes go there). */
export function useGrouping(meeting: MeetingDetail, phase: PhaseView, breakout: number | null = null) {
  const t = useT();
  const { ideas, board } = useIdeasBoard(meeting, phase);
  const meetingId = meeting.id;
  const queryKey = meetingKeys.meetingIdeas(meetingId);
  const move = useAppMutation({
    mutationFn: (change: IdeaMove) => meetingsApi.moveIdea({ meetingId, ...change }),
    queryKey,
    apply: (change, client) => moveIdeaInCache(client, meetingId, change),
    answer: (answer, _vars, client) => putGroups(client, answer),
    errorMessage: t('group.moveError'),
  });
  // Nothing to show before the answer, but a refusal still reads the board again (optimistic mode).
  const theme = useAppMutation({
    mutationFn: (change: ThemeChange): Promise<GroupsResponse> => {
      switch (change.kind) {
        case 'create':
          return meetingsApi.createGroup({
            meetingId,
            title: change.title,
            ...(breakout ? { breakout } : {}),
          });
        case 'rename':
          return meetingsApi.renameGroup({
            id: change.theme.id,
            version: change.theme.version,
            title: change.title,
          });
        case 'merge':
          return meetingsApi.mergeGroups({
            id: change.theme.id,
            version: change.theme.version,
            intoId: change.into.id,
          });
        case 'delete':
          return meetingsApi.deleteGroup({ id: change.theme.id, version: change.theme.version });
      }
    },
    mode: 'optimistic',
    queryKey,
    answer: (answer, _vars, client) => putGroups(client, answer),
    errorMessage: t('group.themeError'),
  });
  const view: Omit<GroupingViewProps, 'data'> = {
    ...board,
    canGroup: meeting.viewerCanContribute && phase.status === 'active' && meeting.status === 'live',
    onMove: (change) => move.mutateAsync(change),
    onCreate: (title) => theme.mutateAsync({ kind: 'create', title }),
    onRename: (group, title) => theme.mutateAsync({ kind: 'rename', theme: group, title }),
    onMerge: (group, into) => theme.mutateAsync({ kind: 'merge', theme: group, into }),
    onDelete: (group) => theme.mutateAsync({ kind: 'delete', theme: group }),
  };
  return { ideas, view };
}
