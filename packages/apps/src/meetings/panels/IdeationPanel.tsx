import type { MeetingDetail, PhaseView } from '@chorus/mock-handlers/contracts';
import { QueryStatus } from '@chorus/ui';
import { errorText, keepOnOutage } from '../../lib/query';
import { useT } from '../views/i18n';
import { IdeationView } from '../views/Ideation/IdeationView';
import { useIdeation } from '../hooks/useIdeation';

/** Silent ideation: my ideas, private until the reveal, with the count of people who wrote. */
export function IdeationPanel({ meeting, phase }: { meeting: MeetingDetail; phase: PhaseView }) {
  const t = useT();
  const { ideas, view } = useIdeation(meeting, phase);
  return (
    <QueryStatus
      query={keepOnOutage(ideas)}
      loading={t('ideation.loading')}
      reserve="24rem"
      error={(error) => t('common.ideasError', { reason: errorText(error) })}
    >
      <IdeationView {...view} ideas={(ideas.data?.ideas ?? []).filter((idea) => idea.isMine)} />
    </QueryStatus>
  );
}
