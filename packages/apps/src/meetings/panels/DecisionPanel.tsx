import type { MeetingDetail, PhaseView, ProposalView } from '@chorus/mock-handlers/contracts';
import { Button, Icon, QueryStatus, Stack } from '@chorus/ui';
import { useQuery } from '@tanstack/react-query';
import * as shared from '../../lib/product/product.css';
import { errorText, keepOnOutage } from '../../lib/query';
import { meetingKeys, meetingsApi } from '../meetings.api';
import { ResultsPanel } from './ResultsPanel';
import { ResultsView } from '../views/Results/ResultsView';
import { useT } from '../views/i18n';
import { ConsentRoundActions } from '../views/Decision/ConsentRoundActions';
import { DecisionView } from '../views/Decision/DecisionView';
import { ProposalComposer } from '../views/Decision/ProposalComposer';
import { useDecision } from '../hooks/useDecision';

/** An earlier round of a revised proposal: its text and results, kept as the decision's history. */
function EarlierRound({ proposal }: { proposal: ProposalView }) {
  const t = useT();
  const results = useQuery({
    queryKey: meetingKeys.proposalResults(proposal.id),
    queryFn: ({ signal }) => meetingsApi.proposalResults(proposal.id, signal),
  });
  return (
    <Stack
      as="section"
      gap="sm"
      minInlineSize={0}
      aria-label={t('decision.round', { round: proposal.round })}
    >
      <h3 className={shared.subheading}>{t('decision.round', { round: proposal.round })}</h3>
      <QueryStatus
        query={keepOnOutage(results)}
        loading={t('decision.roundLoading')}
        error={(e) => t('decision.roundError', { reason: errorText(e) })}
      >
        {results.data ? <ResultsView state={results.data} level={3} /> : null}
      </QueryStatus>
    </Stack>
  );
}

/**
 * Consent: the tally of the vote first, then the proposal the host writes or picks from it; everyone's
 * stance; after a block or an unresolved objection, a revision (the earlier rounds kept above) or no decision.
 */
export function DecisionPanel({ meeting, phase }: { meeting: MeetingDetail; phase: PhaseView }) {
  const t = useT();
  const decision = useDecision(meeting, phase);
  const { roundResults } = decision;
  const draft = decision.proposal?.status === 'draft';
  return (
    <Stack gap="md" minInlineSize={0}>
      {decision.lastVote && (draft || decision.proposal?.round === 1) ? (
        <ResultsPanel
          phase={decision.lastVote}
          title={t('decision.tally', { title: decision.lastVote.title })}
          level={3}
        />
      ) : null}
      {phase.earlierProposals.length ? (
        <Stack as="section" gap="sm" minInlineSize={0} aria-label={t('decision.earlier')}>
          {phase.earlierProposals.map((proposal) => (
            <EarlierRound key={proposal.id} proposal={proposal} />
          ))}
        </Stack>
      ) : null}
      <DecisionView
        {...decision.view}
        roundResults={
          <QueryStatus
            query={keepOnOutage(roundResults)}
            loading={t('results.loading')}
            error={(e) => t('results.error', { reason: errorText(e) })}
          >
            {/* The proposal's text shows right above: the results show their counts only. */}
            {roundResults.data ? (
              <ResultsView state={roundResults.data} level={3} showStatement={false} />
            ) : null}
          </QueryStatus>
        }
        hostActions={
          decision.composer ? (
            <ProposalComposer {...decision.composer} />
          ) : decision.closeRound ? (
            <div>
              <Button
                variant="outline"
                startIcon={<Icon name="lock" size="sm" />}
                loading={decision.closeRound.closing}
                onClick={decision.closeRound.onClose}
              >
                {t('decision.close')}
              </Button>
            </div>
          ) : decision.roundActions ? (
            <ConsentRoundActions {...decision.roundActions} />
          ) : undefined
        }
      />
    </Stack>
  );
}
