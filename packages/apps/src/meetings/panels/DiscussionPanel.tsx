import type { MeetingDetail, PhaseView } from '@chorus/mock-handlers/contracts';
import { QueryStatus } from '@chorus/ui';
import { errorText, keepOnOutage } from '../../lib/query';
import { useT } from '../views/i18n';
import { DiscussionView } from '../views/Discussion/DiscussionView';
import { useDiscussion } from '../hooks/useDiscussion';

/** The themes with their ideas, notes and action items. */
export function DiscussionPanel({ meeting, phase }: { meeting: MeetingDetail; phase: PhaseView }) {
  const t = useT();
  const { ideas, discussion, view } = useDiscussion(meeting, phase);
  const notes = (
    <QueryStatus
      query={keepOnOutage(discussion)}
      loading={t('discussion.loadingNotes')}
      error={(error) => t('discussion.notesError', { reason: errorText(error) })}
    >
      {discussion.data && (!ideas || ideas.data) ? (
        <DiscussionView {...view} ideas={ideas?.data ?? null} discussion={discussion.data} />
      ) : null}
    </QueryStatus>
  );
  // A meeting that writes no ideas discusses the meeting as a whole.
  if (!ideas) return notes;
  return (
    <QueryStatus
      query={keepOnOutage(ideas)}
      loading={t('discussion.loadingThemes')}
      error={(error) => t('common.ideasError', { reason: errorText(error) })}
    >
      {notes}
    </QueryStatus>
  );
}
