/**
 * A meeting in the state it is in, for whoever views it (the meeting's page and a guest's page): its header, the
 * viewer's secret role, then the host's setup or the waiting room, the live room, or the ended meeting's record.
 */
import type { MeetingDetail } from '@chorus/mock-handlers/contracts';
import { useLivePhaseOnStart } from '../hooks/useMeetingDetail';
import { usePresence } from '../hooks/usePresence';
import { MeetingHeader } from '../views/MeetingHeader';
import { RoleBanner } from '../views/RoleBanner/RoleBanner';
import { LiveMeeting } from './LiveMeeting';
import { Ended, SetupPanel, Waiting } from './MeetingStages';

export function MeetingRoom({ meeting }: { meeting: MeetingDetail }) {
  // Participants and spectators alike: a member who watches is shown as watching.
  usePresence(meeting.id, meeting.status !== 'ended');
  useLivePhaseOnStart(meeting.status);
  return (
    <>
      <MeetingHeader meeting={meeting} />
      {meeting.viewerAssignment ? <RoleBanner assignment={meeting.viewerAssignment} /> : null}
      {meeting.status === 'scheduled' ? (
        meeting.viewerRole === 'host' ? (
          <SetupPanel meeting={meeting} />
        ) : (
          <Waiting meeting={meeting} />
        )
      ) : meeting.status === 'live' ? (
        <LiveMeeting meeting={meeting} />
      ) : (
        <Ended meeting={meeting} />
      )}
    </>
  );
}
