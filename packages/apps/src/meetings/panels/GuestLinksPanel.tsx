import type { MeetingDetail } from '@chorus/mock-handlers/contracts';
import { useGuestLinks } from '../hooks/useGuestLinks';
import { GuestLinksView } from '../views/Guests/GuestLinksView';

/** The host's guest and spectator links (nothing for anyone else, nor once the meeting has ended). */
export function GuestLinksPanel({ meeting }: { meeting: MeetingDetail }) {
  const props = useGuestLinks(meeting);
  return props ? <GuestLinksView {...props} /> : null;
}
