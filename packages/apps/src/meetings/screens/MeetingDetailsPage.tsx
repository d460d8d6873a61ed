import { PlaceholderPage } from '../../placeholder/PlaceholderPage';

export default function MeetingDetailsPage() {
  return <PlaceholderPage title="Meeting details" />;
}
