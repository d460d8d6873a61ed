import type { MeetingDetail, PhaseView } from '@chorus/mock-handlers/contracts';
import { QueryStatus } from '@chorus/ui';
import { errorText } from '../../../lib/query';
import { useVoting } from './useVoting';
import { VotingView } from './VotingView';

/** Dot voting on the revealed ideas and themes. */
export function VotingPanel({ meeting, phase }: { meeting: MeetingDetail; phase: PhaseView }) {
  const { ideas, view } = useVoting(meeting, phase);
  return (
    <QueryStatus
      query={ideas}
      loading="Loading the ideas…"
      error={(error) => `Could not load the ideas: ${errorText(error)}`}
    >
      {ideas.data ? <VotingView {...view} ideas={ideas.data} /> : null}
    </QueryStatus>
  );
}
