import type { MeetingDetail, PhaseView } from '@chorus/mock-handlers/contracts';
import { QueryStatus } from '@chorus/ui';
import { errorText, keepOnOutage } from '../../lib/query';
import { useT } from '../views/i18n';
import { IdeasBoard } from '../views/IdeasBoard/IdeasBoard';
import { useIdeasBoard } from '../hooks/useIdeasBoard';

/** The ideas of the phase (or of the ideation before it), revealed or not. */
export function RevealedIdeas({ meeting, phase }: { meeting: MeetingDetail; phase: PhaseView }) {
  const t = useT();
  const { ideas, board } = useIdeasBoard(meeting, phase);
  return (
    <QueryStatus
      query={keepOnOutage(ideas)}
      loading={t('common.ideasLoading')}
      error={(error) => t('common.ideasError', { reason: errorText(error) })}
    >
      {ideas.data ? (
        <IdeasBoard
          {...board}
          data={ideas.data}
          columns={meeting.phases.find((entry) => entry.id === ideas.data?.phaseId)?.columns}
        />
      ) : null}
    </QueryStatus>
  );
}
