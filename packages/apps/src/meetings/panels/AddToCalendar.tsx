import type { MeetingDetail } from '@chorus/mock-handlers/contracts';
import { Button, Icon } from '@chorus/ui';
import { useHref } from 'react-router';
import { downloadText, fileSlug } from '../../lib/download';
import { calendarFile } from '../../lib/ics';
import { useT } from '../views/i18n';

/** A scheduled meeting as an `.ics` file calendar apps import: its title, time, goal and the page's address. */
export function AddToCalendar({ meeting }: { meeting: MeetingDetail }) {
  const t = useT();
  const page = useHref(`/apps/meetings/details?id=${encodeURIComponent(meeting.id)}`);
  if (meeting.status !== 'scheduled') return null;
  return (
    <div>
      <Button
        size="sm"
        variant="outline"
        startIcon={<Icon name="calendar-plus" size="sm" />}
        onClick={() =>
          downloadText(
            `${fileSlug(meeting.title, 'meeting')}.ics`,
            calendarFile({
              uid: `${meeting.id}@chorus`,
              title: meeting.title,
              description: meeting.goal,
              start: meeting.scheduledAt,
              durationMin: meeting.durationMin,
              url: new URL(page, window.location.origin).href,
              stamp: new Date().toISOString(),
            }),
            'text/calendar',
          )
        }
      >
        {t('ics.add')}
      </Button>
    </div>
  );
}
