/**
 * Grouping suggestions for the board: asked for on request, read again when the board changes (the live refresh),
 * and accepting one puts its ideas in the theme (the answer is the board's themes: it goes into the cache).
 */
import type { IdeaView, MeetingDetail } from '@chorus/mock-handlers/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../lib/query';
import { useAppMutation } from '../../lib/mutation';
import { meetingKeys, meetingsApi } from '../meetings.api';
import { putGroups } from '../meetings.cache';
import type { SuggestionsViewProps } from '../views/Grouping/SuggestionsView';
import { useT } from '../views/i18n';

export function useSuggestions(meeting: MeetingDetail, ideas: readonly IdeaView[]): SuggestionsViewProps {
  const t = useT();
  const [asked, setAsked] = useState(false);
  const query = useQuery({
    queryKey: meetingKeys.suggestions(meeting.id),
    queryFn: ({ signal }) => meetingsApi.groupSuggestions(meeting.id, signal),
    enabled: asked,
  });
  const accept = useAppMutation({
    mutationFn: ({ title, ideaIds }: { title: string; ideaIds: string[] }) =>
      meetingsApi.acceptSuggestion(meeting.id, title, ideaIds),
    answer: (answer, _vars, client) => {
      putGroups(client, answer);
      void client.invalidateQueries({ queryKey: meetingKeys.suggestions(meeting.id) });
    },
    errorMessage: t('suggest.acceptError'),
    successMessage: ({ title }) => t('suggest.accepted', { theme: title }),
  });
  const text = new Map(ideas.map((idea) => [idea.id, idea.text]));
  return {
    state: !asked
      ? 'idle'
      : query.isPending || query.isFetching
        ? 'loading'
        : query.isError
          ? { error: errorText(query.error) }
          : 'ready',
    // The ideas as the board shows them (a suggestion names ideas by id only).
    suggestions: (query.data?.suggestions ?? [])
      .map((suggestion) => ({
        title: suggestion.title,
        ideas: suggestion.ideaIds
          .filter((id) => text.has(id))
          .map((id) => ({ id, text: text.get(id) ?? '' })),
      }))
      // Those of another breakout group's board (a facilitator sees one board at a time) are left out.
      .filter((suggestion) => suggestion.ideas.length > 0),
    accepting: accept.isPending ? (accept.variables?.ideaIds[0] ?? null) : null,
    onAsk: () => (asked ? void query.refetch() : setAsked(true)),
    onAccept: (title, ideaIds) => accept.mutate({ title, ideaIds }),
  };
}
