import type { MeetingDetail, PhaseView } from '@chorus/mock-handlers/contracts';
import { QueryStatus } from '@chorus/ui';
import { errorText, keepOnOutage } from '../../lib/query';
import { useT } from '../views/i18n';
import { useVoting } from '../hooks/useVoting';
import { VotingView } from '../views/Voting/VotingView';

/** Dot voting on the revealed ideas and themes. */
export function VotingPanel({ meeting, phase }: { meeting: MeetingDetail; phase: PhaseView }) {
  const t = useT();
  const { ideas, view } = useVoting(meeting, phase);
  return (
    <QueryStatus
      query={keepOnOutage(ideas)}
      loading={t('common.ideasLoading')}
      error={(error) => t('common.ideasError', { reason: errorText(error) })}
    >
      {ideas.data ? <VotingView {...view} ideas={ideas.data} /> : null}
    </QueryStatus>
  );
}
