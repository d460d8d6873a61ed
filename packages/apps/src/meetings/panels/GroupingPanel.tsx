import type { IdeaView, MeetingDetail, PhaseView } from '@chorus/mock-handlers/contracts';
import { QueryStatus } from '@chorus/ui';
import { errorText, keepOnOutage } from '../../lib/query';
import { useT } from '../views/i18n';
import { GroupingView } from '../views/Grouping/GroupingView';
import { useGrouping } from '../hooks/useGrouping';
import { useSuggestions } from '../hooks/useSuggestions';
import { SuggestionsView } from '../views/Grouping/SuggestionsView';

/** Group similar ideas into themes. */
export function GroupingPanel({ meeting, phase }: { meeting: MeetingDetail; phase: PhaseView }) {
  const t = useT();
  const { ideas, view } = useGrouping(meeting, phase);
  return (
    <QueryStatus
      query={keepOnOutage(ideas)}
      loading={t('common.ideasLoading')}
      error={(error) => t('common.ideasError', { reason: errorText(error) })}
    >
      {ideas.data ? (
        <>
          <GroupingView {...view} data={ideas.data} />
          {view.canGroup ? <Suggestions meeting={meeting} ideas={ideas.data.ideas} /> : null}
        </>
      ) : null}
    </QueryStatus>
  );
}

/** Themes suggested from the loose ideas' words, for those who group. */
function Suggestions({ meeting, ideas }: { meeting: MeetingDetail; ideas: readonly IdeaView[] }) {
  return <SuggestionsView {...useSuggestions(meeting, ideas)} />;
}
