import type { MeetingDetail } from '@chorus/mock-handlers/contracts';
import { OutcomeView } from '../views/Outcome/OutcomeView';
import { useOutcome } from '../hooks/useOutcome';

/** The outcomes recorded in this meeting; the host records one with a review date. */
export function OutcomePanel({ meeting }: { meeting: MeetingDetail }) {
  return <OutcomeView {...useOutcome(meeting)} />;
}
