/**
 * The live meeting: the agenda, the current phase with its countdown and its panel (write, vote,
 * speak, decide), the host's controls, and the results once each vote closes.
 */
import type { MeetingDetail, PhaseView } from '@chorus/mock-handlers/contracts';
import { Card, Stack } from '@chorus/ui';
import * as shared from '../../lib/product/product.css';
import * as css from '../meetings.css';
import { DecisionPanel } from './DecisionPanel';
import { voteBefore } from '../hooks/useDecision';
import { DiscussionPanel } from './DiscussionPanel';
import { GroupingPanel } from './GroupingPanel';
import { FacilitationPanel } from './FacilitationPanel';
import { GuestLinksPanel } from './GuestLinksPanel';
import { BreakoutsPanel } from './BreakoutsPanel';
import { ExportPanel } from './ExportPanel';
import { HostControls } from './HostControls';
import { MeetingLogView } from '../views/MeetingLog/MeetingLogView';
import { IdeationPanel } from './IdeationPanel';
import { ModerationNotice } from '../views/Moderation/ModerationNotice';
import { RevealedIdeas } from './RevealedIdeas';
import { OutcomePanel } from './OutcomePanel';
import { ResultsPanel } from './ResultsPanel';
import { ReviewActionsPanel } from './ReviewActionsPanel';
import { RoundRobinPanel } from './RoundRobinPanel';
import { VotingPanel } from './VotingPanel';
import { useT } from '../views/i18n';
import { AgendaPanel, PhaseState } from '../views/Agenda';
import { useRefetchAtTheBell } from '../hooks/useRefetchAtTheBell';
import { useRoomMovedOn } from '../hooks/useRoomMovedOn';
import { phaseKindKey } from '../views/meetingTexts';

function PhaseBody({ meeting, phase }: { meeting: MeetingDetail; phase: PhaseView }) {
  const t = useT();
  switch (phase.type) {
    case 'silentIdeate':
      return phase.revealedAt ? (
        <RevealedIdeas meeting={meeting} phase={phase} />
      ) : (
        <IdeationPanel meeting={meeting} phase={phase} />
      );
    case 'discuss':
      // The speaking order (with "I pass"), then the themes with their notes and action items.
      return (
        <>
          <RoundRobinPanel meeting={meeting} />
          <DiscussionPanel meeting={meeting} phase={phase} />
        </>
      );
    case 'group':
      return <GroupingPanel meeting={meeting} phase={phase} />;
    case 'vote':
      return (
        <>
          <VotingPanel meeting={meeting} phase={phase} />
          {meeting.settings.voteVisibility !== 'untilClosed' ? (
            <ResultsPanel phase={phase} title={t('live.tallySoFar')} level={3} />
          ) : null}
        </>
      );
    case 'roundRobin':
      return <RoundRobinPanel meeting={meeting} />;
    case 'decide':
      return <DecisionPanel meeting={meeting} phase={phase} />;
    case 'reviewActions':
      return <ReviewActionsPanel meeting={meeting} />;
  }
}

export function LiveMeeting({ meeting }: { meeting: MeetingDetail }) {
  const t = useT();
  const current = meeting.phases.find((p) => p.id === meeting.currentPhaseId);
  useRefetchAtTheBell(meeting, current);
  useRoomMovedOn(meeting);
  // The host and the co-hosts run the controls.
  const isHost = meeting.viewerCanFacilitate;
  // A running decision shows the tally of the vote before it in its own panel, first.
  const tallyShown = current?.type === 'decide' ? voteBefore(meeting, current)?.id : undefined;
  const finished = meeting.phases.filter(
    (p) => (p.type === 'vote' || p.type === 'decide') && p.status === 'closed' && p.id !== tallyShown,
  );
  return (
    <div className={isHost ? `${shared.twoColumns} ${css.hostBarRoom}` : shared.twoColumns}>
      <Stack gap="md" minInlineSize={0}>
        {current ? (
          <Card as="section" className={shared.panel} aria-labelledby="phase-title">
            <Stack direction="row" wrap align="center" justify="between" gap="sm">
              <Stack gap="xs" minInlineSize={0}>
                <span className={shared.muted}>
                  {t('live.phaseOf', {
                    number: current.order + 1,
                    total: meeting.phases.length,
                    type: t(phaseKindKey(current)),
                  })}
                </span>
                {/* Focused when the meeting starts (MeetingDetailsPage): not a tab stop of its own. */}
                <h2 className={shared.panelTitle} id="phase-title" tabIndex={-1}>
                  {current.title}
                </h2>
              </Stack>
              <PhaseState phase={current} />
            </Stack>
            {current.type !== 'decide' && current.prompt ? (
              <p className={shared.text}>{current.prompt}</p>
            ) : null}
            <ModerationNotice trace={meeting.moderation} />
            {current.status === 'active' || current.revealedAt ? (
              <PhaseBody meeting={meeting} phase={current} />
            ) : (
              <p className={shared.muted}>{t('live.closedWaiting')}</p>
            )}
          </Card>
        ) : (
          <p className={shared.muted}>{t('live.waitingFirst')}</p>
        )}
        {finished
          .slice()
          .reverse()
          .map((phase) => (
            <ResultsPanel key={phase.id} phase={phase} />
          ))}
      </Stack>
      <Stack gap="md" minInlineSize={0}>
        {isHost ? (
          <HostControls key={`${current?.id}-${current?.status}`} meeting={meeting} current={current} />
        ) : null}
        {isHost && meeting.status === 'live' ? (
          // Named again from the meeting when the co-hosts change (here or in another tab).
          <FacilitationPanel key={meeting.coHostIds.join()} meeting={meeting} current={current} />
        ) : null}
        <BreakoutsPanel meeting={meeting} />
        <AgendaPanel meeting={meeting} />
        <GuestLinksPanel meeting={meeting} />
        {isHost || meeting.outcomes.length ? <OutcomePanel meeting={meeting} /> : null}
        <ExportPanel meeting={meeting} />
        <MeetingLogView entries={meeting.log} />
      </Stack>
    </div>
  );
}
