/** The data of the discussion: the themes and their ideas, the notes and action items, adding to them. */
import type { Discussion, MeetingDetail, PhaseView } from '@chorus/mock-handlers/contracts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useAppMutation } from '../../lib/mutation';
import { meetingKeys, meetingsApi } from '../meetings.api';
import { outboxWrites } from '../outbox';
import { useT } from '../views/i18n';
import { useIdeas, writesIdeas } from './useIdeas';
import { useOutboxSubmit, useUnsaved } from './useOutbox';
import type { DiscussionViewProps, NewActionItem, NewNote } from '../views/Discussion/DiscussionView';

export function useDiscussion(meeting: MeetingDetail, phase: PhaseView) {
  const t = useT();
  // A meeting without a Write alone phase discusses no ideas: none are asked for.
  const withIdeas = writesIdeas(meeting);
  const ideas = useIdeas(meeting, phase, withIdeas);
  const meetingId = meeting.id;
  const discussion = useQuery({
    queryKey: meetingKeys.discussion(meetingId),
    queryFn: ({ signal }) => meetingsApi.discussion(meetingId, signal),
  });
  // Each answer is the whole discussion: it replaces the cached one.
  const put = (answer: Discussion, _vars: unknown, client: QueryClient) =>
    client.setQueryData(meetingKeys.discussion(meetingId), answer);
  // A note is kept on this device first, then sent (again after an outage; useOutbox.ts), which puts the
  // discussion the server answers into the cache.
  const submit = useOutboxSubmit(meetingId);
  const note = useAppMutation({
    mutationFn: (body: NewNote) => submit(outboxWrites.note({ meetingId, ...body })),
    errorMessage: t('discussion.noteError'),
  });
  const unsavedNotes = useUnsaved(meetingId).flatMap((entry) =>
    entry.kind === 'note'
      ? [{ id: entry.body.newId, groupId: entry.body.groupId, text: entry.body.text }]
      : [],
  );
  const action = useAppMutation({
    mutationFn: (body: NewActionItem) => meetingsApi.saveActionItem({ meetingId, ...body }),
    answer: put,
    errorMessage: t('discussion.itemError'),
  });
  const view: Omit<DiscussionViewProps, 'ideas' | 'discussion'> = {
    participants: meeting.participants,
    isHost: meeting.viewerCanFacilitate,
    canWrite: meeting.viewerCanContribute && meeting.status === 'live',
    unsavedNotes,
    onAddNote: (body) => note.mutateAsync(body),
    onAddActionItem: (body) => action.mutateAsync(body),
  };
  return { ideas: withIdeas ? ideas : null, discussion, view };
}
