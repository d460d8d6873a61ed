import type { MeetingDetail } from '@chorus/mock-handlers/contracts';
import { useBreakouts } from '../hooks/useBreakouts';
import { BreakoutsView } from '../views/Breakouts/BreakoutsView';

/** The meeting's breakout groups, once drawn (nothing in a meeting of one room). */
export function BreakoutsPanel({ meeting }: { meeting: MeetingDetail }) {
  const props = useBreakouts(meeting);
  return props ? <BreakoutsView {...props} /> : null;
}
