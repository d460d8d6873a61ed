import type { MeetingDetail } from '@chorus/mock-handlers/contracts';
import { QueryStatus } from '@chorus/ui';
import { useQuery } from '@tanstack/react-query';
import { errorText, keepOnOutage } from '../../lib/query';
import { useSummaryExport } from '../hooks/useSummaryExport';
import { meetingKeys, meetingsApi } from '../meetings.api';
import { useT } from '../views/i18n';
import { MeetingSummaryView } from '../views/Summary/MeetingSummaryView';

/** The summary of an ended meeting, with its Markdown and CSV exports and its printout. */
export function SummaryPanel({ meeting }: { meeting: MeetingDetail }) {
  const t = useT();
  const report = useQuery({
    queryKey: meetingKeys.summary(meeting.id),
    queryFn: ({ signal }) => meetingsApi.summary(meeting.id, signal),
  });
  const { save } = useSummaryExport(meeting.id);
  return (
    <QueryStatus
      query={keepOnOutage(report)}
      loading={t('summary.loading')}
      error={(error) => t('summary.error', { reason: errorText(error) })}
    >
      {report.data ? (
        <MeetingSummaryView
          report={report.data}
          onExport={(format) => report.data && save(report.data, format)}
          onPrint={() => globalThis.print?.()}
        />
      ) : null}
    </QueryStatus>
  );
}
