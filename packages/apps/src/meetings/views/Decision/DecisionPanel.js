import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { Button, Icon, QueryStatus, Stack } from '@chorus/ui';
import { useQuery } from '@tanstack/react-query';
import * as shared from '../../../lib/product/product.css';
import { errorText } from '../../../lib/query';
import { meetingKeys, meetingsApi } from '../../meetings.api';
import { ResultsPanel } from '../Results/ResultsPanel';
import { ResultsView } from '../Results/ResultsView';
import { useT } from '../i18n';
import { ConsentRoundActions } from './ConsentRoundActions';
import { DecisionView } from './DecisionView';
import { ProposalComposer } from './ProposalComposer';
import { useDecision } from './useDecision';
/** An earlier round of a revised proposal: its text and results, kept as the decision's history. */
function EarlierRound({ proposal }) {
    const t = useT();
    const results = useQuery({
        queryKey: meetingKeys.proposalResults(proposal.id),
        queryFn: ({ signal }) => meetingsApi.proposalResults(proposal.id, signal),
    });
    return (_jsxs(Stack, { as: "section", gap: "sm", minInlineSize: 0, "aria-label": t('decision.round', { round: proposal.round }), children: [_jsx("h3", { className: shared.subheading, children: t('decision.round', { round: proposal.round }) }), _jsx(QueryStatus, { query: results, loading: t('decision.roundLoading'), error: (e) => t('decision.roundError', { reason: errorText(e) }), children: results.data ? _jsx(ResultsView, { state: results.data, level: 3 }) : null })] }));
}
/**
 * Consent: the tally of the vote first, then the proposal the host writes or picks from it; everyone's
 * stance; after a block or an unresolved objection, a revision (the earlier rounds kept above) or no decision.
 */
export function DecisionPanel({ meeting, phase }) {
    const t = useT();
    const decision = useDecision(meeting, phase);
    const { roundResults } = decision;
    const draft = decision.proposal?.status === 'draft';
    return (_jsxs(Stack, { gap: "md", minInlineSize: 0, children: [decision.lastVote && (draft || decision.proposal?.round === 1) ? (_jsx(ResultsPanel, { phase: decision.lastVote, title: t('decision.tally', { title: decision.lastVote.title }), level: 3 })) : null, phase.earlierProposals.length ? (_jsx(Stack, { as: "section", gap: "sm", minInlineSize: 0, "aria-label": t('decision.earlier'), children: phase.earlierProposals.map((proposal) => (_jsx(EarlierRound, { proposal: proposal }, proposal.id))) })) : null, _jsx(DecisionView, { ...decision.view, roundResults: _jsx(QueryStatus, { query: roundResults, loading: t('results.loading'), error: (e) => t('results.error', { reason: errorText(e) }), children: roundResults.data ? _jsx(ResultsView, { state: roundResults.data, level: 3 }) : null }), hostActions: decision.composer ? (_jsx(ProposalComposer, { ...decision.composer })) : decision.closeRound ? (_jsx("div", { children: _jsx(Button, { variant: "outline", startIcon: _jsx(Icon, { name: "lock", size: "sm" }), loading: decision.closeRound.closing, onClick: decision.closeRound.onClose, children: t('decision.close') }) })) : decision.roundActions ? (_jsx(ConsentRoundActions, { ...decision.roundActions })) : undefined })] }));
}
