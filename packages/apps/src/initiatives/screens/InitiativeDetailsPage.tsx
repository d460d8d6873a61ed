import { PlaceholderPage } from '../../placeholder/PlaceholderPage';

export default function InitiativeDetailsPage() {
  return <PlaceholderPage title="Initiative details" />;
}
