import type { MeetingDetail, PhaseView } from '@chorus/mock-handlers/contracts';
import { QueryStatus } from '@chorus/ui';
import { errorText } from '../../../lib/query';
import { GroupingView } from './GroupingView';
import { useGrouping } from './useGrouping';

/** Group similar ideas into themes. */
export function GroupingPanel({ meeting, phase }: { meeting: MeetingDetail; phase: PhaseView }) {
  const { ideas, view } = useGrouping(meeting, phase);
  return (
    <QueryStatus
      query={ideas}
      loading="Loading the ideas…"
      error={(error) => `Could not load the ideas: ${errorText(error)}`}
    >
      {ideas.data ? <GroupingView {...view} data={ideas.data} /> : null}
    </QueryStatus>
  );
}
