/** The icons of the phase types (their names are in the catalogue: `phaseType.<type>`). */
import type { PhaseType, PhaseView } from '@chorus/mock-handlers/contracts';
import type { IconName } from '@chorus/ui';

export const phaseTypeIcon: Record<PhaseType, IconName> = {
  silentIdeate: 'pencil',
  group: 'layers',
  discuss: 'message-square',
  vote: 'vote',
  roundRobin: 'users',
  decide: 'flag',
  reviewActions: 'circle-check',
};

/** The catalogue key of a phase's kind as the live page names it: a decide phase says how it decides. */
export const phaseKindKey = (phase: { type: PhaseType; method?: PhaseView['method'] }) =>
  phase.type === 'vote' && phase.method === 'score'
    ? ('phaseType.voteScore' as const)
    : phase.type !== 'decide'
      ? (`phaseType.${phase.type}` as const)
      : phase.method === 'gradients'
        ? ('phaseType.decideGradients' as const)
        : ('phaseType.decideConsent' as const);
