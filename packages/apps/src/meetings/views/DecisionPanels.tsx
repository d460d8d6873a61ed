/** Voting with dots, consent stances, the round robin, results and the outcomes of a meeting. */
import type { MeetingDetail, PhaseView, Results, StanceChoice } from '@chorus/mock-handlers/contracts';
import {
  Button,
  Card,
  DateInput,
  Icon,
  IconButton,
  LinearProgress,
  RadioGroup,
  RadioGroupItem,
  TextArea,
} from '@chorus/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { errorText, meetingKeys, meetingsApi } from '../meetings.api';
import * as css from '../meetings.css';
import { useIdeas } from './IdeasPanels';
import { stanceHelp, stanceLabel } from './meetingTexts';
import { formatDate, PhaseCountdown, Progress, QueryState, Tag } from './parts';
import { useMeetingMutation } from './useMeetingMutation';

/** Dot voting: a fixed budget, a cap per idea, tallies hidden (by default) until the host closes it. */
export function VotePanel({ meeting, phase }: { meeting: MeetingDetail; phase: PhaseView }) {
  const ideas = useIdeas(meeting, phase);
  const ballot = useQuery({
    queryKey: meetingKeys.ballot(phase.id),
    queryFn: ({ signal }) => meetingsApi.ballot(phase.id, signal),
    enabled: meeting.viewerCanContribute,
  });
  const [draft, setDraft] = useState<Record<string, number>>({});
  useEffect(() => {
    if (ballot.data) setDraft(Object.fromEntries(ballot.data.allocations.map((a) => [a.targetId, a.points])));
  }, [ballot.data]);
  const vote = useMeetingMutation(meeting.id, meetingsApi.vote, {
    error: 'Could not save your ballot',
    success: 'Ballot saved: you can change it until the vote closes',
  });
  const { dotsPerPerson, maxDotsPerIdea } = meeting.settings;
  const used = Object.values(draft).reduce((sum, points) => sum + points, 0);
  const left = dotsPerPerson - used;
  const targets = useMemo(() => {
    if (!ideas.data) return [];
    const groups = ideas.data.groups.map((g) => ({
      id: g.id,
      label: `Theme: ${g.title}`,
      detail: `${g.ideaIds.length} ideas`,
    }));
    const single = ideas.data.ideas
      .filter((i) => !i.hidden)
      .map((i) => ({ id: i.id, label: i.text, detail: i.authorName ?? '' }));
    return [...groups, ...single];
  }, [ideas.data]);
  const open = phase.status === 'active' && meeting.status === 'live' && meeting.viewerCanContribute;
  if (ideas.isPending) return <QueryState status="loading" message="Loading the ideas…" />;
  if (ideas.isError)
    return (
      <QueryState
        status="error"
        message={`Could not load the ideas: ${errorText(ideas.error)}`}
        onRetry={() => void ideas.refetch()}
      />
    );
  return (
    <div className={css.stack}>
      <Progress done={phase.submittedCount} total={phase.eligibleCount} label="voted" />
      {open ? (
        <p className={css.muted} data-testid="dots-left">
          <strong>
            {left} of {dotsPerPerson} dots left
          </strong>{' '}
          · at most {maxDotsPerIdea} on one idea. Nobody sees how others voted until the host closes the vote.
        </p>
      ) : null}
      {targets.length === 0 ? (
        <p className={css.muted}>There is nothing to vote on: no idea was revealed.</p>
      ) : null}
      <ul className={css.list} aria-label="Vote on the ideas">
        {targets.map((target) => {
          const points = draft[target.id] ?? 0;
          return (
            <li key={target.id} className={css.listItem}>
              <div className={css.rowBetween}>
                <span className={`${css.text} ${css.grow}`}>
                  {target.label}
                  {target.detail ? <span className={css.muted}> · {target.detail}</span> : null}
                </span>
                {open ? (
                  <div className={css.row}>
                    <IconButton
                      size="sm"
                      variant="outline"
                      icon={<Icon name="minus" size="sm" />}
                      disabled={points === 0}
                      label={`Remove a dot from ${target.label}`}
                      onClick={() => setDraft((d) => ({ ...d, [target.id]: points - 1 }))}
                    />
                    <span className={css.dotsLeft} aria-live="polite">
                      {points} / {maxDotsPerIdea}
                      <span className={css.srOnly}> dots</span>
                    </span>
                    <IconButton
                      size="sm"
                      variant="outline"
                      tone="accent"
                      icon={<Icon name="plus" size="sm" />}
                      disabled={points >= maxDotsPerIdea || left <= 0}
                      label={`Add a dot to ${target.label}`}
                      onClick={() => setDraft((d) => ({ ...d, [target.id]: points + 1 }))}
                    />
                  </div>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {open ? (
        <div className={css.rowBetween}>
          <span className={css.muted}>
            {ballot.data?.submitted
              ? 'Your ballot is in. Change it and save again if you like.'
              : 'Your ballot is not saved yet.'}
          </span>
          <Button
            startIcon={<Icon name="vote" size="sm" />}
            loading={vote.isPending}
            disabled={used === 0}
            onClick={() =>
              vote.mutate({
                phaseId: phase.id,
                allocations: Object.entries(draft)
                  .filter(([, points]) => points > 0)
                  .map(([targetId, points]) => ({ targetId, points })),
              })
            }
          >
            Save my ballot
          </Button>
        </div>
      ) : null}
    </div>
  );
}

const choices: StanceChoice[] = ['agree', 'abstain', 'object', 'block'];

/** Consent: agree, abstain, object or block; dissent gives a reason, published without names. */
export function DecidePanel({ meeting, phase }: { meeting: MeetingDetail; phase: PhaseView }) {
  const proposal = phase.proposal;
  const [choice, setChoice] = useState<StanceChoice | null>(proposal?.viewerStance?.choice ?? null);
  const [reason, setReason] = useState(proposal?.viewerStance?.reason ?? '');
  const [error, setError] = useState<string>();
  const stance = useMeetingMutation(meeting.id, meetingsApi.stance, {
    error: 'Could not save your stance',
    success: 'Stance saved',
  });
  if (!proposal) return <p className={css.muted}>The proposal appears when this phase starts.</p>;
  const open =
    proposal.status === 'open' &&
    phase.status === 'active' &&
    meeting.viewerCanContribute &&
    meeting.status === 'live';
  const needsReason = meeting.settings.dissentReasonRequired && (choice === 'object' || choice === 'block');
  return (
    <div className={css.stack}>
      <Card padding="md" className={css.tightStack}>
        <span className={css.muted}>Proposal</span>
        <p className={css.proposal}>{proposal.statement}</p>
      </Card>
      <Progress done={phase.submittedCount} total={phase.eligibleCount} label="responded" />
      {open ? (
        <form
          className={css.stack}
          onSubmit={(event) => {
            event.preventDefault();
            if (!choice) {
              setError('Choose a stance');
              return;
            }
            if (needsReason && !reason.trim()) {
              setError('Say why: objections and blocks need a reason, shared without your name');
              return;
            }
            setError(undefined);
            stance.mutate({ proposalId: proposal.id, choice, reason: reason.trim() || undefined });
          }}
        >
          <RadioGroup
            label="Your stance"
            value={choice ?? ''}
            onValueChange={(value) => {
              setChoice(value as StanceChoice);
              setError(undefined);
            }}
            error={!choice ? error : undefined}
          >
            {choices.map((value) => (
              <RadioGroupItem
                key={value}
                value={value}
                label={
                  <>
                    <strong>{stanceLabel[value]}</strong>
                    <span className={css.choiceHelp}>{stanceHelp[value]}</span>
                  </>
                }
              />
            ))}
          </RadioGroup>
          <TextArea
            label={`Reason ${needsReason ? '(required)' : '(optional)'}`}
            rows={2}
            value={reason}
            maxLength={500}
            onChange={(e) => {
              setReason(e.target.value);
              setError(undefined);
            }}
            error={choice ? error : undefined}
            helperText="Reasons for objections and blocks are published without names in the minority report."
          />
          <div className={css.rowBetween}>
            <span className={css.muted}>
              {proposal.viewerStance
                ? `You said: ${stanceLabel[proposal.viewerStance.choice]}`
                : 'You have not responded yet.'}
            </span>
            <Button type="submit" loading={stance.isPending}>
              Save my stance
            </Button>
          </div>
        </form>
      ) : proposal.viewerStance ? (
        <p className={css.muted}>You said: {stanceLabel[proposal.viewerStance.choice]}</p>
      ) : null}
    </div>
  );
}

/** Equal turns, in random order, the host last: speak, then hand over, or pass. */
export function RoundRobinPanel({ meeting }: { meeting: MeetingDetail }) {
  const turn = meeting.turn;
  const next = useMeetingMutation(meeting.id, (passed: boolean) => meetingsApi.nextTurn(meeting.id, passed), {
    error: 'Could not move the queue on',
  });
  if (!turn) return <p className={css.muted}>The speaking order appears when this phase starts.</p>;
  const current = turn.queue[turn.currentIndex];
  const viewerSpeaks = current?.isViewer ?? false;
  return (
    <div className={css.stack}>
      {turn.finished ? (
        <p role="status">Everyone has had their turn.</p>
      ) : (
        <div className={css.rowBetween} role="status">
          <span>
            {viewerSpeaks ? (
              <strong>It is your turn to speak.</strong>
            ) : (
              <>
                Speaking now: <strong>{current?.displayName}</strong>
              </>
            )}
          </span>
          {turn.turnEndsAt ? (
            <PhaseCountdown endsAt={turn.turnEndsAt} label="Time left in this turn" />
          ) : null}
        </div>
      )}
      <ol className={css.agenda} aria-label="Speaking order">
        {turn.queue.map((entry, index) => (
          <li
            key={entry.userId}
            className={`${css.agendaItem} ${index === turn.currentIndex ? css.agendaCurrent : entry.status === 'waiting' ? '' : css.agendaDone}`}
          >
            <span>{index + 1}.</span>
            <span>
              {entry.displayName}
              {entry.isViewer ? ' (you)' : ''}
            </span>
            <Tag
              tone={
                entry.status === 'speaking' ? 'positive' : entry.status === 'passed' ? 'warning' : 'neutral'
              }
            >
              {entry.status === 'waiting'
                ? 'Waiting'
                : entry.status === 'speaking'
                  ? 'Speaking'
                  : entry.status === 'passed'
                    ? 'Passed'
                    : 'Spoke'}
            </Tag>
          </li>
        ))}
      </ol>
      {!turn.finished && turn.viewerCanAdvance && meeting.status === 'live' ? (
        <div className={css.row}>
          <Button
            startIcon={<Icon name="check" size="sm" />}
            loading={next.isPending}
            onClick={() => next.mutate(false)}
          >
            {viewerSpeaks ? "I'm done speaking" : 'Next speaker'}
          </Button>
          {viewerSpeaks ? (
            <Button variant="outline" tone="neutral" onClick={() => next.mutate(true)}>
              Pass
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function spreadTone(spread: Results['tallies'][number]['spread']) {
  return spread === 'broad' ? 'positive' : spread === 'mixed' ? 'info' : 'warning';
}
const spreadText = { broad: 'Broad support', mixed: 'Mixed support', narrow: 'Narrow support' } as const;

/** The results of a vote or a decision: hidden (counts only) until published. */
export function ResultsPanel({
  phase,
  title,
  level = 2,
}: {
  phase: PhaseView;
  title?: string;
  /** The heading level: 2 for a panel of its own, 3 inside the phase's panel. */
  level?: 2 | 3;
}) {
  const Title = level === 2 ? 'h2' : 'h3';
  const results = useQuery({
    queryKey: meetingKeys.results(phase.id),
    queryFn: ({ signal }) => meetingsApi.results(phase.id, signal),
  });
  const heading = title ?? `Results: ${phase.title}`;
  return (
    <Card as="section" className={css.panel} aria-label={heading}>
      <Title className={css.panelTitle}>{heading}</Title>
      {results.isPending ? (
        <QueryState status="loading" message="Loading the results…" />
      ) : results.isError ? (
        <QueryState
          status="error"
          message={`Could not load the results: ${errorText(results.error)}`}
          onRetry={() => void results.refetch()}
        />
      ) : results.data.hidden ? (
        <p className={`${css.muted} ${css.metaItem}`} role="status" data-testid="results-hidden">
          <Icon name="lock" size="xs" /> Hidden until the host closes the vote:{' '}
          {results.data.participation.voted} of {results.data.participation.eligible} have voted.
        </p>
      ) : (
        <ResultsView results={results.data.results} level={level} />
      )}
    </Card>
  );
}

export function ResultsView({ results, level = 2 }: { results: Results; level?: 2 | 3 }) {
  const Subtitle = level === 2 ? 'h3' : 'h4';
  const top = Math.max(1, ...results.tallies.map((t) => t.points));
  return (
    <div className={css.stack} data-testid="results">
      {results.statement ? (
        <p className={css.text}>
          <strong>{results.statement}</strong>
        </p>
      ) : null}
      <span className={css.muted}>
        {results.participation.voted} of {results.participation.eligible} took part
        {results.closed ? '' : ' so far'}.
      </span>
      {results.blocked ? (
        <p role="alert" className={`${css.text} ${css.row}`}>
          <Tag tone="critical" icon="triangle-alert">
            Blocked
          </Tag>
          At least one person blocked this proposal.
        </p>
      ) : null}
      {results.tallies.length === 0 ? <p className={css.muted}>No votes were cast.</p> : null}
      <ol className={css.list} aria-label="Tallies">
        {results.tallies.map((tally) => (
          <li key={tally.targetId} className={css.listItem}>
            <div className={css.rowBetween}>
              <span className={`${css.text} ${css.grow}`}>{tally.label}</span>
              <span className={css.row}>
                <strong>
                  {tally.points}{' '}
                  {results.kind === 'dotVote'
                    ? tally.points === 1
                      ? 'dot'
                      : 'dots'
                    : tally.points === 1
                      ? 'person'
                      : 'people'}
                </strong>
                {results.kind === 'dotVote' ? <span className={css.muted}>from {tally.voters}</span> : null}
                <Tag tone={spreadTone(tally.spread)}>{spreadText[tally.spread]}</Tag>
              </span>
            </div>
            <LinearProgress
              className={css.bar}
              value={tally.points}
              max={top}
              label={tally.label}
              valueText={`${tally.points} of ${top}`}
              aria-hidden
            />
          </li>
        ))}
      </ol>
      {results.kind === 'consent' ? (
        <section aria-label="Minority report" className={css.tightStack}>
          <Subtitle className={css.subheading}>Minority report</Subtitle>
          {results.minorityReasons.length ? (
            <ul className={css.list}>
              {results.minorityReasons.map((reason, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: anonymous reasons have no id
                <li key={index} className={css.listItem}>
                  “{reason}”
                </li>
              ))}
            </ul>
          ) : (
            <p className={css.muted}>No objection or block was raised.</p>
          )}
        </section>
      ) : null}
    </div>
  );
}

/** The outcomes recorded in this meeting; the host records one with a review date. */
export function OutcomePanel({ meeting }: { meeting: MeetingDetail }) {
  const lastProposal = [...meeting.phases].reverse().find((p) => p.proposal)?.proposal ?? null;
  const [statement, setStatement] = useState(lastProposal?.statement ?? '');
  const [reviewOn, setReviewOn] = useState('');
  const record = useMeetingMutation(
    meeting.id,
    meetingsApi.saveOutcome,
    { error: 'Could not record the outcome', success: 'Outcome recorded in the decision log' },
    () => {
      setStatement('');
      setReviewOn('');
    },
  );
  const isHost = meeting.viewerRole === 'host';
  return (
    <Card as="section" className={css.panel} aria-labelledby="outcomes-title">
      <h2 className={css.panelTitle} id="outcomes-title">
        Outcomes
      </h2>
      {meeting.outcomes.length ? (
        <ul className={css.list} aria-label="Recorded outcomes">
          {meeting.outcomes.map((outcome) => (
            <li key={outcome.id} className={css.listItem}>
              <strong className={css.text}>{outcome.statement}</strong>
              <span className={css.muted}>
                Decided {formatDate(outcome.decidedAt)}
                {outcome.reviewOn ? ` · review on ${formatDate(outcome.reviewOn)}` : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={css.muted}>No outcome recorded yet.</p>
      )}
      {isHost && meeting.status !== 'scheduled' ? (
        <form
          className={css.stack}
          onSubmit={(event) => {
            event.preventDefault();
            if (!statement.trim()) return;
            record.mutate({
              meetingId: meeting.id,
              proposalId: lastProposal?.statement === statement.trim() ? lastProposal.id : null,
              statement: statement.trim(),
              reviewOn: reviewOn || null,
            });
          }}
        >
          <TextArea
            label="Decision"
            rows={2}
            value={statement}
            onChange={(e) => setStatement(e.target.value)}
          />
          <div className={css.row}>
            <DateInput
              className={css.grow}
              label="Review on"
              value={reviewOn}
              onChange={(e) => setReviewOn(e.target.value)}
            />
            <Button
              type="submit"
              className={css.endAligned}
              startIcon={<Icon name="flag" size="sm" />}
              disabled={!statement.trim()}
              loading={record.isPending}
            >
              Record outcome
            </Button>
          </div>
          <p className={css.muted}>
            The outcome lands in the initiative's decision log; the review date reminds the group to check it
            still holds.
          </p>
        </form>
      ) : null}
    </Card>
  );
}
