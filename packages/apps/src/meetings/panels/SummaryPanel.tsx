import type { MeetingDetail } from '@chorus/mock-handlers/contracts';
import { QueryStatus } from '@chorus/ui';
import { useQuery } from '@tanstack/react-query';
import { downloadText, fileSlug } from '../../lib/download';
import { errorText, keepOnOutage } from '../../lib/query';
import { meetingKeys, meetingsApi } from '../meetings.api';
import { messages, useT } from '../views/i18n';
import { MeetingSummaryView } from '../views/Summary/MeetingSummaryView';
import { summaryMarkdown } from '../views/Summary/summaryMarkdown';

/** The summary of an ended meeting, with its Markdown export and its printout. */
export function SummaryPanel({ meeting }: { meeting: MeetingDetail }) {
  const t = useT();
  const report = useQuery({
    queryKey: meetingKeys.summary(meeting.id),
    queryFn: ({ signal }) => meetingsApi.summary(meeting.id, signal),
  });
  return (
    <QueryStatus
      query={keepOnOutage(report)}
      loading={t('summary.loading')}
      error={(error) => t('summary.error', { reason: errorText(error) })}
    >
      {report.data ? (
        <MeetingSummaryView
          report={report.data}
          onExport={() => {
            const data = report.data;
            if (!data) return;
            // The headings and labels in the viewer's language (its plurals compiled first); what people
            // wrote stays as written.
            const save = () =>
              downloadText(
                `${fileSlug(data.title, 'meeting')}.md`,
                summaryMarkdown(data, (key, values) => messages.format(t.locale, key, values)),
                'text/markdown',
              );
            if (messages.isReady(t.locale)) save();
            else void messages.ready(t.locale).then(save);
          }}
          onPrint={() => globalThis.print?.()}
        />
      ) : null}
    </QueryStatus>
  );
}
