import { useAppMutation } from '../../../lib/mutation';
import { meetingKeys, meetingsApi } from '../../meetings.api';
import { moveIdeaInCache, putGroups } from '../../meetings.cache';
import { useT } from '../i18n';
import { useIdeasBoard } from '../IdeasBoard/useIdeasBoard';
export function useGrouping(meeting, phase) {
    const t = useT();
    const { ideas, board } = useIdeasBoard(meeting, phase);
    const meetingId = meeting.id;
    const queryKey = meetingKeys.meetingIdeas(meetingId);
    const move = useAppMutation({
        mutationFn: (change) => meetingsApi.moveIdea({ meetingId, ...change }),
        queryKey,
        apply: (change, client) => moveIdeaInCache(client, meetingId, change),
        answer: (answer, _vars, client) => putGroups(client, answer),
        errorMessage: t('group.moveError'),
    });
    // Nothing to show before the answer, but a refusal still reads the board again (optimistic mode).
    const theme = useAppMutation({
        mutationFn: (change) => {
            switch (change.kind) {
                case 'create':
                    return meetingsApi.createGroup({ meetingId, title: change.title });
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
    const view = {
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
