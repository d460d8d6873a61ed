import type { MeetingDetail, PhaseView } from '@chorus/mock-handlers/contracts';
import { HostControlsView } from '../views/HostControls/HostControlsView';
import { useHostControls } from '../hooks/useHostControls';

/** The host's control room for the current phase. */
export function HostControls({
  meeting,
  current,
}: {
  meeting: MeetingDetail;
  current: PhaseView | undefined;
}) {
  return <HostControlsView {...useHostControls(meeting, current)} />;
}
