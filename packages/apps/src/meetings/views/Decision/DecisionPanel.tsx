import type { MeetingDetail, PhaseView } from '@chorus/mock-handlers/contracts';
import { DecisionView } from './DecisionView';
import { useDecision } from './useDecision';

/** Consent: agree, abstain, object or block. */
export function DecisionPanel({ meeting, phase }: { meeting: MeetingDetail; phase: PhaseView }) {
  return <DecisionView {...useDecision(meeting, phase)} />;
}
