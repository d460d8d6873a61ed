import type { MeetingDetail, PhaseView } from '@chorus/mock-handlers/contracts';
import { QueryStatus } from '@chorus/ui';
import { errorText } from '../../../lib/query';
import { IdeasBoard } from './IdeasBoard';
import { useIdeasBoard } from './useIdeasBoard';

/** The ideas of the phase (or of the ideation before it), revealed or not. */
export function RevealedIdeas({ meeting, phase }: { meeting: MeetingDetail; phase: PhaseView }) {
  const { ideas, board } = useIdeasBoard(meeting, phase);
  return (
    <QueryStatus
      query={ideas}
      loading="Loading the ideas…"
      error={(error) => `Could not load the ideas: ${errorText(error)}`}
    >
      {ideas.data ? <IdeasBoard {...board} data={ideas.data} /> : null}
    </QueryStatus>
  );
}
