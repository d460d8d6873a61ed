import type { MeetingDetail } from '@chorus/mock-handlers/contracts';
import { QueryStatus } from '@chorus/ui';
import { useQuery } from '@tanstack/react-query';
import { downloadText, fileSlug } from '../../../lib/download';
import { errorText } from '../../../lib/query';
import { meetingKeys, meetingsApi } from '../../meetings.api';
import { MeetingSummaryView } from './MeetingSummaryView';
import { summaryMarkdown } from './summaryMarkdown';

/** The summary of an ended meeting, with its Markdown export and its printout. */
export function SummaryPanel({ meeting }: { meeting: MeetingDetail }) {
  const report = useQuery({
    queryKey: meetingKeys.summary(meeting.id),
    queryFn: ({ signal }) => meetingsApi.summary(meeting.id, signal),
  });
  return (
    <QueryStatus
      query={report}
      loading="Loading the summary…"
      error={(error) => `Could not load the summary: ${errorText(error)}`}
    >
      {report.data ? (
        <MeetingSummaryView
          report={report.data}
          onExport={() =>
            report.data &&
            downloadText(
              `${fileSlug(report.data.title, 'meeting')}.md`,
              summaryMarkdown(report.data),
              'text/markdown',
            )
          }
          onPrint={() => globalThis.print?.()}
        />
      ) : null}
    </QueryStatus>
  );
}
