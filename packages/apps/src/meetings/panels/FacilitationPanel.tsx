import type { MeetingDetail, PhaseView } from '@chorus/mock-handlers/contracts';
import { FacilitationView } from '../views/Facilitation/FacilitationView';
import { useFacilitation } from '../hooks/useFacilitation';

/** Who leads the meeting, the ready count, hand-off and take-over (the host and the co-hosts). */
export function FacilitationPanel({
  meeting,
  current,
}: {
  meeting: MeetingDetail;
  current: PhaseView | undefined;
}) {
  return <FacilitationView {...useFacilitation(meeting, current)} />;
}
