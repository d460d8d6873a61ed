import { PlaceholderPage } from '../../placeholder/PlaceholderPage';

export default function InitiativesPage() {
  return <PlaceholderPage title="Initiatives" description="The initiatives you belong to." />;
}
