/**
 * The live meeting: the agenda, the current phase with its countdown and its panel (write, vote,
 * speak, decide), the host's controls, and the results once each vote closes.
 */
import type { MeetingDetail, PhaseView } from '@chorus/mock-handlers/contracts';
import { Button, Card, Icon, Stack, TextArea, visuallyHidden } from '@chorus/ui';
import type { QueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useAppMutation } from '../../lib/mutation';
import * as shared from '../../lib/product/product.css';
import { initiativeKeys } from '../../lib/product/productKeys';
import { Tag } from '../../lib/product/Tag';
import { meetingKeys, meetingsApi } from '../meetings.api';
import { putMeeting } from '../meetings.cache';
import * as css from '../meetings.css';
import { DecisionPanel } from './Decision/DecisionPanel';
import { GroupingPanel } from './Grouping/GroupingPanel';
import { IdeationPanel } from './Ideation/IdeationPanel';
import { RevealedIdeas } from './IdeasBoard/RevealedIdeas';
import { OutcomePanel } from './Outcome/OutcomePanel';
import { ResultsPanel } from './Results/ResultsPanel';
import { RoundRobinPanel } from './RoundRobin/RoundRobinPanel';
import { VotingPanel } from './Voting/VotingPanel';
import { saveRequest } from './meetingRequests';
import { phaseTypeIcon, phaseTypeLabel } from './meetingTexts';
import { PhaseCountdown } from './parts';
import { SettingsEditor } from './SettingsEditor';

export function AgendaList({ meeting }: { meeting: MeetingDetail }) {
  return (
    <ol className={css.agenda} aria-label="Agenda">
      {meeting.phases.map((phase, index) => (
        <li
          key={phase.id}
          className={`${css.agendaItem} ${phase.status === 'active' ? css.agendaCurrent : phase.status === 'closed' ? css.agendaDone : ''}`}
          aria-current={phase.status === 'active' ? 'step' : undefined}
        >
          <Icon name={phase.status === 'closed' ? 'circle-check' : phaseTypeIcon[phase.type]} size="sm" />
          <span>
            {index + 1}. {phase.title}
          </span>
          {phase.status === 'active' ? <span className={visuallyHidden}>(now)</span> : null}
        </li>
      ))}
    </ol>
  );
}

/** The agenda in a card of its own (the live room, the waiting room, the ended meeting). */
export function AgendaPanel({ meeting }: { meeting: MeetingDetail }) {
  return (
    <Card as="section" className={shared.panel} aria-labelledby="agenda-title">
      <h2 className={shared.panelTitle} id="agenda-title">
        Agenda
      </h2>
      <AgendaList meeting={meeting} />
    </Card>
  );
}

function PhaseBody({ meeting, phase }: { meeting: MeetingDetail; phase: PhaseView }) {
  switch (phase.type) {
    case 'silentIdeate':
      return phase.revealedAt ? (
        <RevealedIdeas meeting={meeting} phase={phase} />
      ) : (
        <IdeationPanel meeting={meeting} phase={phase} />
      );
    case 'reveal':
    case 'discuss':
      return <RevealedIdeas meeting={meeting} phase={phase} />;
    case 'group':
      return <GroupingPanel meeting={meeting} phase={phase} />;
    case 'vote':
      return (
        <>
          <VotingPanel meeting={meeting} phase={phase} />
          {meeting.settings.voteVisibility !== 'untilClosed' ? (
            <ResultsPanel phase={phase} title="Tally so far" level={3} />
          ) : null}
        </>
      );
    case 'roundRobin':
      return <RoundRobinPanel meeting={meeting} />;
    case 'decide':
      return <DecisionPanel meeting={meeting} phase={phase} />;
  }
}

function advanceLabel(current: PhaseView | undefined, next: PhaseView | undefined): string {
  if (current?.status === 'active' && current.type === 'vote') return 'Close the vote';
  if (current?.status === 'active' && current.type === 'decide') return 'Close the decision';
  if (next) return `Next: ${next.title}`;
  return 'Close this phase';
}

/** The host's control room: move on, extend the time, reveal, propose, end. */
function HostControls({ meeting, current }: { meeting: MeetingDetail; current: PhaseView | undefined }) {
  const next = meeting.phases.find((p) => p.order > (current?.order ?? -1));
  const answer = (result: MeetingDetail, _vars: unknown, client: QueryClient) => putMeeting(client, result);
  // Each answer is the meeting: it goes into the cache. Only what it cannot say refetches.
  const advance = useAppMutation({
    mutationFn: () => meetingsApi.advance(meeting.id),
    answer,
    // The phase that closed: its tallies may now show; leaving a reveal step reveals the ideas.
    invalidate: [
      ...(current ? [meetingKeys.results(current.id)] : []),
      ...(current?.type === 'reveal' ? [meetingKeys.meetingIdeas(meeting.id)] : []),
    ],
    errorMessage: 'Could not move on',
  });
  const extend = useAppMutation({
    mutationFn: (sec: number) => meetingsApi.extend(meeting.id, sec),
    answer,
    errorMessage: 'Could not extend the time',
    successMessage: 'Time extended',
  });
  const reveal = useAppMutation({
    mutationFn: () => meetingsApi.reveal(meeting.id),
    answer,
    // The meeting is set from the answer; the ideas it revealed are read (never the meeting again).
    invalidate: [meetingKeys.meetingIdeas(meeting.id)],
    errorMessage: 'Could not reveal',
    successMessage: 'Every idea is revealed at once',
  });
  const end = useAppMutation({
    mutationFn: () => meetingsApi.end(meeting.id),
    answer,
    invalidate: [
      ...(current ? [meetingKeys.results(current.id)] : []),
      initiativeKeys.detail(meeting.initiativeId),
    ],
    errorMessage: 'Could not end the meeting',
    successMessage: 'Meeting ended',
  });
  const save = useAppMutation({
    mutationFn: meetingsApi.save,
    answer,
    errorMessage: 'Could not save',
    successMessage: 'Saved',
  });
  const ideation = [...meeting.phases]
    .reverse()
    .find(
      (p) => p.type === 'silentIdeate' && p.status !== 'pending' && (!current || p.order <= current.order),
    );
  const canReveal =
    ideation && !ideation.revealedAt && (current?.type === 'silentIdeate' || current?.type === 'reveal');
  const nextDecide = next?.type === 'decide' && next.status === 'pending' ? next : undefined;
  const [proposal, setProposal] = useState(nextDecide?.prompt ?? '');
  const [settings, setSettings] = useState(meeting.settings);
  const [showSettings, setShowSettings] = useState(false);
  const lastClosed = current?.status !== 'active' && !next;
  return (
    <Card as="section" className={shared.panel} aria-labelledby="controls-title">
      <h2 className={shared.panelTitle} id="controls-title">
        Host controls
      </h2>
      <Stack direction="row" wrap align="center" gap="sm">
        {canReveal ? (
          <Button
            startIcon={<Icon name="eye" size="sm" />}
            loading={reveal.isPending}
            onClick={() => reveal.mutate(undefined)}
          >
            Reveal all ideas
          </Button>
        ) : null}
        {!lastClosed ? (
          <Button
            variant={canReveal ? 'outline' : 'solid'}
            startIcon={<Icon name="arrow-right" size="sm" />}
            loading={advance.isPending}
            onClick={() => advance.mutate(undefined)}
          >
            {advanceLabel(current, next)}
          </Button>
        ) : null}
        {current?.status === 'active' ? (
          <>
            <Button
              variant="outline"
              tone="neutral"
              startIcon={<Icon name="timer" size="sm" />}
              onClick={() => extend.mutate(60)}
            >
              +1 min
            </Button>
            <Button variant="outline" tone="neutral" onClick={() => extend.mutate(300)}>
              +5 min
            </Button>
          </>
        ) : null}
        <Button
          variant={lastClosed ? 'solid' : 'ghost'}
          tone="critical"
          loading={end.isPending}
          onClick={() => end.mutate(undefined)}
        >
          End meeting
        </Button>
      </Stack>
      {canReveal ? (
        <p className={shared.muted}>
          Until you reveal, nobody (you included) sees anyone else's ideas. The reveal shows them to everyone
          at once.
        </p>
      ) : null}
      {nextDecide ? (
        <Stack
          as="form"
          gap="xs"
          minInlineSize={0}
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            if (!proposal.trim()) return;
            save.mutate(
              saveRequest(meeting, {
                phases: meeting.phases.map((p) => ({
                  id: p.id,
                  type: p.type,
                  title: p.title,
                  prompt: p.id === nextDecide.id ? proposal.trim() : p.prompt,
                  timeboxSec: p.timeboxSec,
                })),
              }),
            );
          }}
        >
          <TextArea
            label="Proposal for the next decision"
            rows={2}
            value={proposal}
            onChange={(e) => setProposal(e.target.value)}
          />
          <div>
            <Button
              type="submit"
              size="sm"
              variant="outline"
              loading={save.isPending}
              disabled={!proposal.trim() || proposal.trim() === nextDecide.prompt}
            >
              Save proposal
            </Button>
          </div>
        </Stack>
      ) : null}
      <div>
        <Button
          size="sm"
          variant="ghost"
          tone="neutral"
          startIcon={<Icon name="shield" size="sm" />}
          aria-expanded={showSettings}
          onClick={() => setShowSettings((v) => !v)}
        >
          {showSettings ? 'Hide settings' : 'Tighten settings'}
        </Button>
      </div>
      {showSettings ? (
        <Stack gap="md" minInlineSize={0}>
          <SettingsEditor value={settings} lockedFrom={meeting.settings} onChange={setSettings} />
          <div>
            <Button
              size="sm"
              loading={save.isPending}
              onClick={() => save.mutate(saveRequest(meeting, { settings }))}
            >
              Save settings
            </Button>
          </div>
        </Stack>
      ) : null}
    </Card>
  );
}

export function LiveMeeting({ meeting }: { meeting: MeetingDetail }) {
  const current = meeting.phases.find((p) => p.id === meeting.currentPhaseId);
  const isHost = meeting.viewerRole === 'host';
  const finished = meeting.phases.filter(
    (p) => (p.type === 'vote' || p.type === 'decide') && p.status === 'closed',
  );
  return (
    <div className={shared.twoColumns}>
      <Stack gap="md" minInlineSize={0}>
        {current ? (
          <Card as="section" className={shared.panel} aria-labelledby="phase-title">
            <Stack direction="row" wrap align="center" justify="between" gap="sm">
              <Stack gap="xs" minInlineSize={0}>
                <span className={shared.muted}>
                  Phase {current.order + 1} of {meeting.phases.length} · {phaseTypeLabel[current.type]}
                </span>
                <h2 className={shared.panelTitle} id="phase-title">
                  {current.title}
                </h2>
              </Stack>
              {current.status === 'active' ? <PhaseCountdown endsAt={current.endsAt} /> : <Tag>Closed</Tag>}
            </Stack>
            {current.type !== 'decide' && current.prompt ? (
              <p className={shared.text}>{current.prompt}</p>
            ) : null}
            {current.status === 'active' ? (
              <PhaseBody meeting={meeting} phase={current} />
            ) : (
              <p className={shared.muted}>This phase is closed. Waiting for the host.</p>
            )}
          </Card>
        ) : (
          <p className={shared.muted}>Waiting for the host to open the first phase.</p>
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
