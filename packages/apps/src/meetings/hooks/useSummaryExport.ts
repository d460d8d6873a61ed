/**
 * The meeting's summary saved as a file (issue 35, export at any time): Markdown or CSV, its headings in the viewer's
 * language (the catalogue's plurals compiled first), what people wrote as written. `save` writes a report the page
 * has; `exportNow` asks for the report as the meeting stands (a facilitator's, during the meeting) and saves it.
 */
import type { MeetingReport } from '@chorus/mock-handlers/contracts';
import { downloadText, fileSlug } from '../../lib/download';
import { useAppMutation } from '../../lib/mutation';
import { meetingsApi } from '../meetings.api';
import { consentWords } from '../../lib/product/consentWords';
import { messages as productMessages } from '../../lib/product/i18n';
import { messages, useT } from '../views/i18n';
import { summaryCsv } from '../views/Summary/summaryCsv';
import { type Say, summaryMarkdown } from '../views/Summary/summaryMarkdown';

export type ExportFormat = 'markdown' | 'csv';

export function useSummaryExport(meetingId: string) {
  const t = useT();
  const save = async (report: MeetingReport, format: ExportFormat) => {
    await Promise.all([messages.ready(t.locale), productMessages.ready(t.locale)]);
    const say: Say = (key, values) => messages.format(t.locale, key, values);
    const words = consentWords(t.locale);
    const name = fileSlug(report.title, 'meeting');
    if (format === 'csv') downloadText(`${name}.csv`, summaryCsv(report, say, words), 'text/csv');
    else downloadText(`${name}.md`, summaryMarkdown(report, say, words), 'text/markdown');
  };
  const now = useAppMutation({
    mutationFn: async (format: ExportFormat) => save(await meetingsApi.summary(meetingId), format),
    errorMessage: t('export.error'),
  });
  return {
    save: (report: MeetingReport, format: ExportFormat) => void save(report, format),
    exportNow: (format: ExportFormat) => now.mutate(format),
    busy: now.isPending ? (now.variables ?? null) : null,
  };
}
