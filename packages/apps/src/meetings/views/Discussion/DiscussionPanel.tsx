import type { MeetingDetail, PhaseView } from '@chorus/mock-handlers/contracts';
import { QueryStatus } from '@chorus/ui';
import { errorText } from '../../../lib/query';
import { DiscussionView } from './DiscussionView';
import { useDiscussion } from './useDiscussion';

/** The themes with their ideas, notes and action items. */
export function DiscussionPanel({ meeting, phase }: { meeting: MeetingDetail; phase: PhaseView }) {
  const { ideas, discussion, view } = useDiscussion(meeting, phase);
  return (
    <QueryStatus
      query={ideas}
      loading="Loading the themes…"
      error={(error) => `Could not load the ideas: ${errorText(error)}`}
    >
      <QueryStatus
        query={discussion}
        loading="Loading the notes…"
        error={(error) => `Could not load the notes: ${errorText(error)}`}
      >
        {ideas.data && discussion.data ? (
          <DiscussionView {...view} ideas={ideas.data} discussion={discussion.data} />
        ) : null}
      </QueryStatus>
    </QueryStatus>
  );
}
