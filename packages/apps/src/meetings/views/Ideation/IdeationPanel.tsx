import type { MeetingDetail, PhaseView } from '@chorus/mock-handlers/contracts';
import { QueryStatus } from '@chorus/ui';
import { errorText } from '../../../lib/query';
import { IdeationView } from './IdeationView';
import { useIdeation } from './useIdeation';

/** Silent ideation: my ideas, private until the reveal, with the count of people who wrote. */
export function IdeationPanel({ meeting, phase }: { meeting: MeetingDetail; phase: PhaseView }) {
  const { ideas, view } = useIdeation(meeting, phase);
  return (
    <QueryStatus
      query={ideas}
      loading="Loading your ideas…"
      reserve="24rem"
      error={(error) => `Could not load the ideas: ${errorText(error)}`}
    >
      <IdeationView {...view} ideas={(ideas.data?.ideas ?? []).filter((idea) => idea.isMine)} />
    </QueryStatus>
  );
}
