import { jsx as _jsx, jsxs as _jsxs, Fragment as _Fragment } from "react/jsx-runtime";
import { Card, Icon, Stack, visuallyHidden } from '@chorus/ui';
import { formatDate } from '../../lib/format';
import * as shared from '../../lib/product/product.css';
import { Tag } from '../../lib/product/Tag';
import * as css from '../meetings.css';
import { DecisionPanel } from './Decision/DecisionPanel';
import { voteBefore } from './Decision/useDecision';
import { DiscussionPanel } from './Discussion/DiscussionPanel';
import { GroupingPanel } from './Grouping/GroupingPanel';
import { HostControls } from './HostControls/HostControls';
import { IdeationPanel } from './Ideation/IdeationPanel';
import { ModerationNotice } from './Moderation/ModerationNotice';
import { RevealedIdeas } from './IdeasBoard/RevealedIdeas';
import { OutcomePanel } from './Outcome/OutcomePanel';
import { ResultsPanel } from './Results/ResultsPanel';
import { RoundRobinPanel } from './RoundRobin/RoundRobinPanel';
import { VotingPanel } from './Voting/VotingPanel';
import { useT } from './i18n';
import { phaseTypeIcon } from './meetingTexts';
import { PhaseCountdown } from './parts';
import { useRefetchAtTheBell } from './useRefetchAtTheBell';
export function AgendaList({ meeting }) {
    const t = useT();
    return (_jsx("ol", { className: css.agenda, "aria-label": t('agenda.title'), children: meeting.phases.map((phase, index) => (_jsxs("li", { className: `${css.agendaItem} ${phase.status === 'active' ? css.agendaCurrent : phase.status === 'closed' ? css.agendaDone : ''}`, "aria-current": phase.status === 'active' ? 'step' : undefined, children: [_jsx(Icon, { name: phase.status === 'closed' ? 'circle-check' : phaseTypeIcon[phase.type], size: "sm" }), _jsx("span", { children: t('agenda.item', { number: index + 1, title: phase.title }) }), phase.status === 'active' ? _jsx("span", { className: visuallyHidden, children: t('agenda.now') }) : null] }, phase.id))) }));
}
/** The agenda in a card of its own (the live room, the waiting room, the ended meeting). */
export function AgendaPanel({ meeting }) {
    const t = useT();
    return (_jsxs(Card, { as: "section", className: shared.panel, "aria-labelledby": "agenda-title", children: [_jsx("h2", { className: shared.panelTitle, id: "agenda-title", children: t('agenda.title') }), _jsx(AgendaList, { meeting: meeting })] }));
}
function PhaseBody({ meeting, phase }) {
    const t = useT();
    switch (phase.type) {
        case 'silentIdeate':
            return phase.revealedAt ? (_jsx(RevealedIdeas, { meeting: meeting, phase: phase })) : (_jsx(IdeationPanel, { meeting: meeting, phase: phase }));
        case 'discuss':
            // The speaking order (with "I pass"), then the themes with their notes and action items.
            return (_jsxs(_Fragment, { children: [_jsx(RoundRobinPanel, { meeting: meeting }), _jsx(DiscussionPanel, { meeting: meeting, phase: phase })] }));
        case 'group':
            return _jsx(GroupingPanel, { meeting: meeting, phase: phase });
        case 'vote':
            return (_jsxs(_Fragment, { children: [_jsx(VotingPanel, { meeting: meeting, phase: phase }), meeting.settings.voteVisibility !== 'untilClosed' ? (_jsx(ResultsPanel, { phase: phase, title: t('live.tallySoFar'), level: 3 })) : null] }));
        case 'roundRobin':
            return _jsx(RoundRobinPanel, { meeting: meeting });
        case 'decide':
            return _jsx(DecisionPanel, { meeting: meeting, phase: phase });
    }
}
/** The countdown of a running phase; "Revealed at 10:42" once writing has been revealed; else "Closed". */
export function PhaseState({ phase }) {
    const t = useT();
    if (phase.revealedAt) {
        return (_jsx(Tag, { tone: "positive", icon: "eye", children: t('live.revealedAt', { time: formatDate(phase.revealedAt, 'time') }) }));
    }
    return phase.status === 'active' ? _jsx(PhaseCountdown, { endsAt: phase.endsAt }) : _jsx(Tag, { children: t('live.closed') });
}
export function LiveMeeting({ meeting }) {
    const t = useT();
    const current = meeting.phases.find((p) => p.id === meeting.currentPhaseId);
    useRefetchAtTheBell(meeting, current);
    const isHost = meeting.viewerRole === 'host';
    // A running decision shows the tally of the vote before it in its own panel, first.
    const tallyShown = current?.type === 'decide' ? voteBefore(meeting, current)?.id : undefined;
    const finished = meeting.phases.filter((p) => (p.type === 'vote' || p.type === 'decide') && p.status === 'closed' && p.id !== tallyShown);
    return (_jsxs("div", { className: isHost ? `${shared.twoColumns} ${css.hostBarRoom}` : shared.twoColumns, children: [_jsxs(Stack, { gap: "md", minInlineSize: 0, children: [current ? (_jsxs(Card, { as: "section", className: shared.panel, "aria-labelledby": "phase-title", children: [_jsxs(Stack, { direction: "row", wrap: true, align: "center", justify: "between", gap: "sm", children: [_jsxs(Stack, { gap: "xs", minInlineSize: 0, children: [_jsx("span", { className: shared.muted, children: t('live.phaseOf', {
                                                    number: current.order + 1,
                                                    total: meeting.phases.length,
                                                    type: t(`phaseType.${current.type}`),
                                                }) }), _jsx("h2", { className: shared.panelTitle, id: "phase-title", children: current.title })] }), _jsx(PhaseState, { phase: current })] }), current.type !== 'decide' && current.prompt ? (_jsx("p", { className: shared.text, children: current.prompt })) : null, _jsx(ModerationNotice, { trace: meeting.moderation }), current.status === 'active' || current.revealedAt ? (_jsx(PhaseBody, { meeting: meeting, phase: current })) : (_jsx("p", { className: shared.muted, children: t('live.closedWaiting') }))] })) : (_jsx("p", { className: shared.muted, children: t('live.waitingFirst') })), finished
                        .slice()
                        .reverse()
                        .map((phase) => (_jsx(ResultsPanel, { phase: phase }, phase.id)))] }), _jsxs(Stack, { gap: "md", minInlineSize: 0, children: [isHost ? (_jsx(HostControls, { meeting: meeting, current: current }, `${current?.id}-${current?.status}`)) : null, _jsx(AgendaPanel, { meeting: meeting }), isHost || meeting.outcomes.length ? _jsx(OutcomePanel, { meeting: meeting }) : null] })] }));
}
