import type { MeetingDetail } from '@chorus/mock-handlers/contracts';
import { RoundRobinView } from '../views/RoundRobin/RoundRobinView';
import { useRoundRobin } from '../hooks/useRoundRobin';

/** Equal turns, in random order, the host last. */
export function RoundRobinPanel({ meeting }: { meeting: MeetingDetail }) {
  return <RoundRobinView {...useRoundRobin(meeting)} />;
}
