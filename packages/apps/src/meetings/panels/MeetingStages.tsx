/** A meeting in each of its states: the host's setup, the attendees' waiting room, the ended meeting's record. */
import type { MeetingDetail } from '@chorus/mock-handlers/contracts';
import { Button, Card, Icon, Stack } from '@chorus/ui';
import { formatDateTime } from '../../lib/format';
import * as shared from '../../lib/product/product.css';
import { useMeetingSetup } from '../hooks/useMeetingSetup';
import { useOwnTemplates } from '../hooks/useOwnTemplates';
import { errorText } from '../../lib/query';
import { SaveTemplateForm } from '../views/OwnTemplates';
import { AgendaPanel } from '../views/Agenda';
import { useT } from '../views/i18n';
import { MeetingSetup } from '../views/MeetingSetup';
import { Protections } from '../views/MeetingHeader';
import * as summaryCss from '../views/Summary/summary.css';
import { AddToCalendar } from './AddToCalendar';
import { GuestLinksPanel } from './GuestLinksPanel';
import { OutcomePanel } from './OutcomePanel';
import { SummaryPanel } from './SummaryPanel';
import { MeetingLogView } from '../views/MeetingLog/MeetingLogView';

/** The host's setup of a scheduled meeting: its changes in useMeetingSetup. */
export function SetupPanel({ meeting }: { meeting: MeetingDetail }) {
  const t = useT();
  const setup = useMeetingSetup(meeting);
  const templates = useOwnTemplates(meeting.initiativeId);
  return (
    <Stack gap="md" minInlineSize={0}>
      <MeetingSetup
        meeting={meeting}
        saving={setup.saving}
        starting={setup.starting}
        onSave={setup.save}
        onStart={setup.start}
        onDelete={setup.remove}
        ownTemplates={templates.list.data}
        onDeleteTemplate={templates.remove}
      />
      {templates.list.isError ? (
        <p className={shared.muted} role="status">
          {t('ownTemplates.loadError', { reason: errorText(templates.list.error) })}
        </p>
      ) : null}
      <Card as="section" className={shared.panel} aria-labelledby="save-template-title">
        <h2 className={shared.panelTitle} id="save-template-title">
          {t('ownTemplates.saveHeading')}
        </h2>
        <SaveTemplateForm
          saving={templates.saving}
          onSave={(name, description) => templates.save(meeting.id, name, description)}
        />
      </Card>
      <AddToCalendar meeting={meeting} />
      <GuestLinksPanel meeting={meeting} />
    </Stack>
  );
}

export function Waiting({ meeting }: { meeting: MeetingDetail }) {
  const t = useT();
  return (
    <div className={shared.twoColumns}>
      <Card as="section" className={shared.panel} aria-labelledby="waiting-title">
        <h2 className={shared.panelTitle} id="waiting-title">
          {t('waiting.title')}
        </h2>
        <p className={shared.text}>
          {t('waiting.text', { date: formatDateTime(meeting.scheduledAt), host: meeting.hostName })}
        </p>
        <Protections meeting={meeting} />
        <AddToCalendar meeting={meeting} />
        {meeting.viewerCanFacilitate ? <CoHostStart meeting={meeting} /> : null}
      </Card>
      <AgendaPanel meeting={meeting} />
    </div>
  );
}

/** A co-host may start the meeting (if the host cannot); the agenda and settings stay the host's. */
function CoHostStart({ meeting }: { meeting: MeetingDetail }) {
  const t = useT();
  const setup = useMeetingSetup(meeting);
  return (
    <Stack gap="xs" minInlineSize={0}>
      <p className={shared.muted}>{t('waiting.coHostStart')}</p>
      <div>
        <Button
          startIcon={<Icon name="video" size="sm" />}
          loading={setup.starting}
          onClick={() => setup.start()}
        >
          {t('setup.start')}
        </Button>
      </div>
    </Stack>
  );
}

export /** A closed meeting: its summary (ideas, themes, votes, decisions, action items), the outcomes, the agenda. */
function Ended({ meeting }: { meeting: MeetingDetail }) {
  return (
    <div className={shared.twoColumns}>
      <SummaryPanel meeting={meeting} />
      <Stack gap="md" minInlineSize={0} className={summaryCss.noPrint}>
        <OutcomePanel meeting={meeting} />
        <AgendaPanel meeting={meeting} />
        <MeetingLogView entries={meeting.log} />
      </Stack>
    </div>
  );
}
