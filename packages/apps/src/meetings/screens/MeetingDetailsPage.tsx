/**
 * /apps/meetings/details?id=: the host sets a scheduled meeting up and runs it live; attendees write,
 * vote, speak and decide; everyone reads the results once published.
 */
import type { MeetingDetail, MeetingSummary } from '@chorus/mock-handlers/contracts';
import { Link, PageSimple } from '@chorus/shell';
import { Alert, Card, Heading, Icon, QueryStatus, Stack } from '@chorus/ui';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { confirmAction } from '../../lib/confirm';
import { formatDateTime, plural } from '../../lib/format';
import { updateCachedLists, useAppMutation } from '../../lib/mutation';
import { detailStatus } from '../../lib/product/detailStatus';
import * as shared from '../../lib/product/product.css';
import '../../lib/product/product.icons';
import { initiativeKeys } from '../../lib/product/productKeys';
import { MeetingStatusTag, Tag } from '../../lib/product/Tag';
import { errorText } from '../../lib/query';
import { meetingKeys, meetingsApi } from '../meetings.api';
import { putMeeting } from '../meetings.cache';
import { AgendaPanel, LiveMeeting } from '../views/LiveMeeting';
import { MeetingSetup } from '../views/MeetingSetup';
import { saveRequest } from '../views/meetingRequests';
import { OutcomePanel } from '../views/Outcome/OutcomePanel';
import { ParticipantsView } from '../views/Participants/ParticipantsView';
import { usePresence } from '../views/Participants/usePresence';
import { SummaryPanel } from '../views/Summary/SummaryPanel';
import * as summaryCss from '../views/Summary/summary.css';

function Protections({ meeting }: { meeting: MeetingDetail }) {
  const s = meeting.settings;
  return (
    <Stack
      as="ul"
      direction="row"
      wrap
      align="center"
      gap="sm"
      className={shared.bareList}
      aria-label="How this meeting protects every voice"
    >
      <li>
        <Tag tone="info" icon="eye-off">
          {s.anonymity === 'anonymous'
            ? 'Ideas are anonymous'
            : s.anonymity === 'optInNames'
              ? 'Anonymous unless you add your name'
              : 'Ideas show names'}
        </Tag>
      </li>
      <li>
        <Tag tone="info" icon="lock">
          {s.voteVisibility === 'untilClosed'
            ? 'Votes hidden until closed'
            : s.voteVisibility === 'afterOwnVote'
              ? 'Tallies after you vote'
              : 'Live tallies'}
        </Tag>
      </li>
      <li>
        <Tag tone="info" icon="vote">
          {s.dotsPerPerson} dots each, {s.maxDotsPerIdea} per idea at most
        </Tag>
      </li>
      {s.shuffle ? (
        <li>
          <Tag tone="info">Your own order of ideas</Tag>
        </li>
      ) : null}
      {s.hostSpeaksLast ? (
        <li>
          <Tag tone="info">Host speaks last</Tag>
        </li>
      ) : null}
    </Stack>
  );
}

function Setup({ meeting }: { meeting: MeetingDetail }) {
  const navigate = useNavigate();
  const answer = (result: MeetingDetail, _vars: unknown, client: QueryClient) => putMeeting(client, result);
  // The initiative lists its meetings (title, date, status): its detail reads them again.
  const initiative = [initiativeKeys.detail(meeting.initiativeId)];
  const save = useAppMutation({
    mutationFn: meetingsApi.save,
    answer,
    invalidate: initiative,
    errorMessage: 'Could not save the setup',
    successMessage: 'Setup saved',
  });
  const start = useAppMutation({
    mutationFn: async (change?: Parameters<typeof saveRequest>[1]) => {
      if (change) await meetingsApi.save(saveRequest(meeting, change));
      return meetingsApi.start(meeting.id);
    },
    answer,
    invalidate: initiative,
    errorMessage: 'Could not start the meeting',
    successMessage: 'The meeting is live',
  });
  const remove = useAppMutation({
    mutationFn: () => meetingsApi.remove(meeting.id),
    answer: ({ id }, _vars, client) =>
      updateCachedLists<MeetingSummary>(client, meetingKeys.lists, (list) => list.filter((m) => m.id !== id)),
    invalidate: [...initiative, initiativeKeys.lists],
    errorMessage: 'Could not delete the meeting',
    successMessage: 'Meeting deleted',
    onSuccess: () => navigate(`/apps/initiatives/details?id=${encodeURIComponent(meeting.initiativeId)}`),
  });
  return (
    <MeetingSetup
      meeting={meeting}
      saving={save.isPending}
      starting={start.isPending}
      onSave={(change) => save.mutate(saveRequest(meeting, change))}
      onStart={(change) => start.mutate(change)}
      onDelete={() =>
        confirmAction({
          title: `Delete ${meeting.title}?`,
          description: 'Its agenda and settings go. This cannot be undone.',
          confirmLabel: 'Delete',
          onConfirm: () => remove.mutate(undefined),
        })
      }
    />
  );
}

function Waiting({ meeting }: { meeting: MeetingDetail }) {
  return (
    <div className={shared.twoColumns}>
      <Card as="section" className={shared.panel} aria-labelledby="waiting-title">
        <h2 className={shared.panelTitle} id="waiting-title">
          Not started yet
        </h2>
        <p className={shared.text}>
          The meeting starts {formatDateTime(meeting.scheduledAt)}. Keep this page open: it updates by itself
          when {meeting.hostName} starts it.
        </p>
        <Protections meeting={meeting} />
      </Card>
      <AgendaPanel meeting={meeting} />
    </div>
  );
}

/** A closed meeting: its summary (ideas, themes, votes, decisions, action items), the outcomes, the agenda. */
function Ended({ meeting }: { meeting: MeetingDetail }) {
  return (
    <div className={shared.twoColumns}>
      <SummaryPanel meeting={meeting} />
      <Stack gap="md" minInlineSize={0} className={summaryCss.noPrint}>
        <OutcomePanel meeting={meeting} />
        <AgendaPanel meeting={meeting} />
      </Stack>
    </div>
  );
}

export default function MeetingDetailsPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const detail = useQuery({
    queryKey: meetingKeys.detail(id),
    queryFn: ({ signal }) => meetingsApi.detail(id, signal),
    enabled: id !== '',
  });
  const status = detailStatus(id, detail);
  const meeting = detail.data;
  return (
    <PageSimple
      content={
        <div className={shared.page}>
          <Link className={shared.backLink} to="/apps/meetings">
            <Icon name="arrow-left" size="sm" /> All meetings
          </Link>
          <QueryStatus
            query={status.query}
            isEmpty={status.isEmpty}
            loading="Loading the meeting…"
            error={(error) => `Could not load the meeting: ${errorText(error)}`}
            empty={{
              icon: 'video',
              title: 'This meeting does not exist, or you are not a member of its initiative.',
            }}
          >
            {meeting ? <Meeting meeting={meeting} /> : null}
          </QueryStatus>
        </div>
      }
    />
  );
}

function Meeting({ meeting }: { meeting: MeetingDetail }) {
  const isHost = meeting.viewerRole === 'host';
  usePresence(meeting.id, meeting.viewerCanContribute && meeting.status !== 'ended');
  return (
    <>
      <header className={shared.header}>
        <Stack gap="xs" minInlineSize={0}>
          <Link
            className={shared.backLink}
            to={`/apps/initiatives/details?id=${encodeURIComponent(meeting.initiativeId)}`}
          >
            {meeting.initiativeTitle}
          </Link>
          <Stack direction="row" wrap align="center" gap="sm">
            <Heading level={1} size="xxl" className={shared.pageTitle}>
              {meeting.title}
            </Heading>
            <MeetingStatusTag status={meeting.status} />
            {isHost ? <Tag tone="accent">You host</Tag> : null}
          </Stack>
          {meeting.goal ? <p className={shared.text}>{meeting.goal}</p> : null}
          <ul className={shared.meta}>
            <li className={shared.metaItem}>
              <Icon name="calendar" size="sm" />
              {formatDateTime(meeting.scheduledAt)} · {meeting.durationMin} min
            </li>
            <li className={shared.metaItem}>
              <Icon name="users" size="sm" />
              {plural(meeting.participants.length, 'participant')}
            </li>
          </ul>
        </Stack>
        <ParticipantsView
          participants={meeting.participants}
          hostId={meeting.hostId}
          showPresence={meeting.status !== 'ended'}
        />
      </header>
      {meeting.viewerAssignment ? (
        <Alert
          tone="warning"
          icon={<Icon name="shield" size="sm" />}
          title="Your private role: devil's advocate"
        >
          {meeting.viewerAssignment.instructions} Nobody else, the host included, knows you hold this role.
        </Alert>
      ) : null}
      {meeting.status === 'scheduled' ? (
        isHost ? (
          <Setup meeting={meeting} />
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
