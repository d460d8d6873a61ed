import type { IdeasResponse, IdeaView, MeetingDetail, PhaseView } from '@chorus/mock-handlers/contracts';
import { QueryStatus, Select } from '@chorus/ui';
import { useState } from 'react';
import * as shared from '../../lib/product/product.css';
import { errorText, keepOnOutage } from '../../lib/query';
import { useT } from '../views/i18n';
import { GroupingView } from '../views/Grouping/GroupingView';
import { useGrouping } from '../hooks/useGrouping';
import { useSuggestions } from '../hooks/useSuggestions';
import { SuggestionsView } from '../views/Grouping/SuggestionsView';

/**
 * One breakout group's board: its ideas and themes (a theme not answered yet, made here a moment ago, has no group
 * yet: it is this board's).
 */
const boardOf = (data: IdeasResponse, board: number): IdeasResponse => ({
  ...data,
  ideas: data.ideas.filter((idea) => idea.breakout === board),
  groups: data.groups.filter((group) => (group.breakout ?? board) === board),
});

/**
 * Group similar ideas into themes. While breakout groups work apart, a participant groups their own group's board
 * (the API sends no other); a facilitator picks the board to work on.
 */
export function GroupingPanel({ meeting, phase }: { meeting: MeetingDetail; phase: PhaseView }) {
  const t = useT();
  const apart = meeting.breakouts?.apart ? meeting.breakouts : null;
  const chooses = apart !== null && (meeting.viewerCanFacilitate || !meeting.viewerCanContribute);
  const [chosen, setChosen] = useState(apart?.viewerBreakout ?? 1);
  const board = chooses ? chosen : null;
  const { ideas, view } = useGrouping(meeting, phase, board);
  const data = ideas.data && board !== null ? boardOf(ideas.data, board) : ideas.data;
  return (
    <QueryStatus
      query={keepOnOutage(ideas)}
      loading={t('common.ideasLoading')}
      error={(error) => t('common.ideasError', { reason: errorText(error) })}
    >
      {data ? (
        <>
          {apart && chooses ? (
            <Select
              label={t('breakouts.board')}
              name="board"
              value={String(chosen)}
              options={apart.groups.map((group) => ({
                value: String(group.number),
                label: t('breakouts.group', { number: group.number }),
              }))}
              onChange={(event) => setChosen(Number(event.target.value))}
            />
          ) : apart?.viewerBreakout ? (
            <p className={shared.muted}>{t('breakouts.yourBoard', { number: apart.viewerBreakout })}</p>
          ) : null}
          <GroupingView {...view} data={data} />
          {view.canGroup ? <Suggestions meeting={meeting} ideas={data.ideas} /> : null}
        </>
      ) : null}
    </QueryStatus>
  );
}

/** Themes suggested from the loose ideas' words, for those who group. */
function Suggestions({ meeting, ideas }: { meeting: MeetingDetail; ideas: readonly IdeaView[] }) {
  return <SuggestionsView {...useSuggestions(meeting, ideas)} />;
}
