/**
 * /apps/meetings/details?id=: the host sets a scheduled meeting up and runs it live; attendees write,
 * vote, speak and decide; everyone reads the results once published.
 */
import { useDocumentTitle } from '@chorus/shell';
import { useSearchParams } from 'react-router';
import { useMeetingDetail } from '../hooks/useMeetingDetail';
import { MeetingRoom } from '../panels/MeetingRoom';
import { DetailStatusPage } from '../../lib/detail/DetailStatusPage';
import { detailStatus } from '../../lib/detail/detailStatus';
import '../../lib/product/product.icons';
import { useT } from '../views/i18n';
import { OutageBanner } from '../views/Outage/OutageBanner';

export default function MeetingDetailsPage() {
  const t = useT();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { detail, meeting, unreachable, unsaved } = useMeetingDetail(id);
  useDocumentTitle(meeting?.title);
  const status = detailStatus(id, detail);
  return (
    <DetailStatusPage
      back="link"
      backTo="/apps/meetings"
      backLabel={t('details.back')}
      notice={meeting ? <OutageBanner unreachable={unreachable || unsaved > 0} unsaved={unsaved} /> : null}
      status={unreachable ? { ...status, query: { ...status.query, isError: false } } : status}
      icon="video"
      notFound={t('details.missing')}
      loading={t('details.loading')}
      loadError={(reason) => t('details.error', { reason })}
    >
      {meeting ? <MeetingRoom meeting={meeting} /> : null}
    </DetailStatusPage>
  );
}
