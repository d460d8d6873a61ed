import { useQuery } from '@tanstack/react-query';
import { useAppMutation } from '../../../lib/mutation';
import { meetingKeys, meetingsApi } from '../../meetings.api';
import { useT } from '../i18n';
import { useIdeas } from '../useIdeas';
export function useDiscussion(meeting, phase) {
    const t = useT();
    const ideas = useIdeas(meeting, phase);
    const meetingId = meeting.id;
    const discussion = useQuery({
        queryKey: meetingKeys.discussion(meetingId),
        queryFn: ({ signal }) => meetingsApi.discussion(meetingId, signal),
    });
    // Each answer is the whole discussion: it replaces the cached one.
    const put = (answer, _vars, client) => client.setQueryData(meetingKeys.discussion(meetingId), answer);
    const note = useAppMutation({
        mutationFn: (body) => meetingsApi.saveNote({ meetingId, ...body }),
        answer: put,
        errorMessage: t('discussion.noteError'),
    });
    const action = useAppMutation({
        mutationFn: (body) => meetingsApi.saveActionItem({ meetingId, ...body }),
        answer: put,
        errorMessage: t('discussion.itemError'),
    });
    const view = {
        participants: meeting.participants,
        isHost: meeting.viewerRole === 'host',
        canWrite: meeting.viewerCanContribute && meeting.status === 'live',
        onAddNote: (body) => note.mutateAsync(body),
        onAddActionItem: (body) => action.mutateAsync(body),
    };
    return { ideas, discussion, view };
}
