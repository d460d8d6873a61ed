import { PlaceholderPage } from '../../placeholder/PlaceholderPage';

export default function MeetingsPage() {
  return (
    <PlaceholderPage title="Meetings for each initiative" description="Meetings grouped by initiative." />
  );
}
