/**
 * /apps/meetings/details?id=: the host sets a scheduled meeting up and runs it live; attendees write,
 * vote, speak and decide; everyone reads the results once published.
 */
import type { MeetingDetail } from '@chorus/mock-handlers/contracts';
import { useDocumentTitle } from '@chorus/shell';
import { useSearchParams } from 'react-router';
import { DetailStatusPage } from '../../lib/detail/DetailStatusPage';
import { detailStatus } from '../../lib/detail/detailStatus';
import '../../lib/product/product.icons';
import { useLivePhaseOnStart, useMeetingDetail } from '../hooks/useMeetingDetail';
import { usePresence } from '../hooks/usePresence';
import { LiveMeeting } from '../panels/LiveMeeting';
import { Ended, SetupPanel, Waiting } from '../panels/MeetingStages';
import { useT } from '../views/i18n';
import { MeetingHeader } from '../views/MeetingHeader';
import { OutageBanner } from '../views/Outage/OutageBanner';
import { RoleBanner } from '../views/RoleBanner/RoleBanner';

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
      {meeting ? <Meeting meeting={meeting} /> : null}
    </DetailStatusPage>
  );
}

function Meeting({ meeting }: { meeting: MeetingDetail }) {
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
