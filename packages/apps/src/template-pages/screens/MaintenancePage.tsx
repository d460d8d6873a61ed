/** /pages/maintenance: what a site shows while it is closed for scheduled maintenance. */
import { useT } from '../i18n';
import { StatusPage } from '../views/StatusPage';

export default function MaintenancePage() {
  const t = useT();
  return <StatusPage icon="construction" title={t('maintenance.title')} text={t('maintenance.text')} />;
}
