import type { MeetingDetail } from '@chorus/mock-handlers/contracts';
import { useSummaryExport } from '../hooks/useSummaryExport';
import { ExportView } from '../views/Export/ExportView';

/** The summary so far, saved as a file: the facilitators', while the meeting runs (everyone's once it has ended). */
export function ExportPanel({ meeting }: { meeting: MeetingDetail }) {
  const { exportNow, busy } = useSummaryExport(meeting.id);
  if (!meeting.viewerCanFacilitate || meeting.status !== 'live') return null;
  return <ExportView busy={busy} onExport={exportNow} />;
}
