/**
 * A meeting's review of its series' open actions (issue 35): the list, and marking what became of an item (shown at
 * once, rolled back if the server refuses). Carrying an item over adds it to this meeting's discussion.
 */
import type { ActionReview, ActionStatus, ReviewItem } from '@chorus/mock-handlers/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAppMutation } from '../../lib/mutation';
import { meetingKeys, meetingsApi } from '../meetings.api';
import { useT } from '../views/i18n';

export function useActionReview(meetingId: string) {
  const t = useT();
  const key = meetingKeys.review(meetingId);
  const review = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => meetingsApi.review(meetingId, signal),
  });
  const mark = useAppMutation({
    mutationFn: ({ item, status }: { item: ReviewItem; status: ActionStatus }) =>
      meetingsApi.markReview({ meetingId, actionItemId: item.id, status }),
    queryKey: key,
    apply: ({ item, status }, client) =>
      client.setQueryData<ActionReview>(key, (old) =>
        old
          ? { ...old, items: old.items.map((entry) => (entry.id === item.id ? { ...entry, status } : entry)) }
          : old,
      ),
    answer: (answer, _vars, client) => client.setQueryData(key, answer),
    invalidate: [meetingKeys.discussion(meetingId)],
    errorMessage: t('review.markError'),
  });
  return {
    review,
    saving: mark.isPending ? (mark.variables?.item.id ?? null) : null,
    onMark: (item: ReviewItem, status: ActionStatus) => mark.mutate({ item, status }),
  };
}
