/**
 * The live meeting: the agenda, the current phase with its countdown and its panel (write, vote,
 * speak, decide), the host's controls, and the results once each vote closes.
 */
import type { MeetingDetail, PhaseView } from '@chorus/mock-handlers/contracts';
import { Card, Icon, Stack, visuallyHidden } from '@chorus/ui';
import { formatDate } from '../../lib/format';
import * as shared from '../../lib/product/product.css';
import { Tag } from '../../lib/product/Tag';
import * as css from '../meetings.css';
import { DecisionPanel } from './DecisionPanel';
import { voteBefore } from '../hooks/useDecision';
import { DiscussionPanel } from './DiscussionPanel';
import { GroupingPanel } from './GroupingPanel';
import { HostControls } from './HostControls';
import { IdeationPanel } from './IdeationPanel';
import { ModerationNotice } from '../views/Moderation/ModerationNotice';
import { RevealedIdeas } from './RevealedIdeas';
import { OutcomePanel } from './OutcomePanel';
import { ResultsPanel } from './ResultsPanel';
import { RoundRobinPanel } from './RoundRobinPanel';
import { VotingPanel } from './VotingPanel';
import { useT } from '../views/i18n';
import { phaseTypeIcon } from '../views/meetingTexts';
import { PhaseCountdown } from '../views/parts';
import { useRefetchAtTheBell } from '../hooks/useRefetchAtTheBell';

export function AgendaList({ meeting }: { meeting: MeetingDetail }) {
  const t = useT();
  return (
    <ol className={css.agenda} aria-label={t('agenda.title')}>
      {meeting.phases.map((phase, index) => (
        <li
          key={phase.id}
          className={`${css.agendaItem} ${phase.status === 'active' ? css.agendaCurrent : phase.status === 'closed' ? css.agendaDone : ''}`}
          aria-current={phase.status === 'active' ? 'step' : undefined}
        >
          <Icon name={phase.status === 'closed' ? 'circle-check' : phaseTypeIcon[phase.type]} size="sm" />
          <span>{t('agenda.item', { number: index + 1, title: phase.title })}</span>
          {phase.status === 'active' ? <span className={visuallyHidden}>{t('agenda.now')}</span> : null}
        </li>
      ))}
    </ol>
  );
}

/** The agenda in a card of its own (the live room, the waiting room, the ended meeting). */
export function AgendaPanel({ meeting }: { meeting: MeetingDetail }) {
  const t = useT();
  return (
    <Card as="section" className={shared.panel} aria-labelledby="agenda-title">
      <h2 className={shared.panelTitle} id="agenda-title">
        {t('agenda.title')}
      </h2>
      <AgendaList meeting={meeting} />
    </Card>
  );
}

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
  }
}

/** The countdown of a running phase; "Revealed at 10:42" once writing has been revealed; else "Closed". */
export function PhaseState({ phase }: { phase: PhaseView }) {
  const t = useT();
  if (phase.revealedAt) {
    return (
      <Tag tone="positive" icon="eye">
        {t('live.revealedAt', { time: formatDate(phase.revealedAt, 'time') })}
      </Tag>
    );
  }
  return phase.status === 'active' ? <PhaseCountdown endsAt={phase.endsAt} /> : <Tag>{t('live.closed')}</Tag>;
}

export function LiveMeeting({ meeting }: { meeting: MeetingDetail }) {
  const t = useT();
  const current = meeting.phases.find((p) => p.id === meeting.currentPhaseId);
  useRefetchAtTheBell(meeting, current);
  const isHost = meeting.viewerRole === 'host';
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
                    type: t(`phaseType.${current.type}`),
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
        <AgendaPanel meeting={meeting} />
        {isHost || meeting.outcomes.length ? <OutcomePanel meeting={meeting} /> : null}
      </Stack>
    </div>
  );
}
