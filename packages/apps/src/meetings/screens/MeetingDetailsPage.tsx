/**
 * /apps/meetings/details?id=: the host sets a scheduled meeting up and runs it live; attendees write,
 * vote, speak and decide; everyone reads the results once published.
 */
import type { MeetingDetail } from '@chorus/mock-handlers/contracts';
import { PageSimple, Link } from '@chorus/shell';
import { Alert, Avatar, Card, Heading, Icon } from '@chorus/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { confirmAction } from '../../lib/confirm';
import { meetingKeys, meetingsApi, useLiveRefresh } from '../meetings.api';
import * as css from '../meetings.css';
import '../meetings.icons';
import { OutcomePanel, ResultsPanel } from '../views/DecisionPanels';
import { RevealedIdeas } from '../views/IdeasPanels';
import { AgendaPanel, LiveMeeting } from '../views/LiveMeeting';
import { MeetingSetup } from '../views/MeetingSetup';
import { saveRequest } from '../views/meetingRequests';
import { detailQueryState, formatDateTime, MeetingStatusTag, PersonBadge, Tag } from '../views/parts';
import { useMeetingMutation } from '../views/useMeetingMutation';

function Protections({ meeting }: { meeting: MeetingDetail }) {
  const s = meeting.settings;
  return (
    <ul className={`${css.row} ${css.plainList}`} aria-label="How this meeting protects every voice">
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
    </ul>
  );
}

function Setup({ meeting }: { meeting: MeetingDetail }) {
  const navigate = useNavigate();
  const save = useMeetingMutation(meeting.id, meetingsApi.save, {
    error: 'Could not save the setup',
    success: 'Setup saved',
  });
  const start = useMeetingMutation(
    meeting.id,
    async (change?: Parameters<typeof saveRequest>[1]) => {
      if (change) await meetingsApi.save(saveRequest(meeting, change));
      return meetingsApi.start(meeting.id);
    },
    { error: 'Could not start the meeting', success: 'The meeting is live' },
  );
  const remove = useMeetingMutation(
    meeting.id,
    () => meetingsApi.remove(meeting.id),
    { error: 'Could not delete the meeting', success: 'Meeting deleted' },
    () => navigate(`/apps/initiatives/details?id=${encodeURIComponent(meeting.initiativeId)}`),
  );
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
    <div className={css.twoColumns}>
      <Card as="section" className={css.panel} aria-labelledby="waiting-title">
        <h2 className={css.panelTitle} id="waiting-title">
          Not started yet
        </h2>
        <p className={css.text}>
          The meeting starts {formatDateTime(meeting.scheduledAt)}. Keep this page open: it updates by itself
          when {meeting.hostName} starts it.
        </p>
        <Protections meeting={meeting} />
      </Card>
      <AgendaPanel meeting={meeting} />
    </div>
  );
}

function Ended({ meeting }: { meeting: MeetingDetail }) {
  const decided = meeting.phases.filter(
    (p) => (p.type === 'vote' || p.type === 'decide') && p.status === 'closed',
  );
  const ideation = meeting.phases.find((p) => p.type === 'silentIdeate' && p.status !== 'pending');
  return (
    <div className={css.twoColumns}>
      <div className={css.stack}>
        {decided.length === 0 ? <p className={css.muted}>This meeting held no vote or decision.</p> : null}
        {decided.map((phase) => (
          <ResultsPanel key={phase.id} phase={phase} />
        ))}
        {ideation ? (
          <Card as="section" className={css.panel} aria-labelledby="ideas-title">
            <h2 className={css.panelTitle} id="ideas-title">
              Ideas
            </h2>
            <RevealedIdeas meeting={meeting} phase={ideation} />
          </Card>
        ) : null}
      </div>
      <div className={css.stack}>
        <OutcomePanel meeting={meeting} />
        <AgendaPanel meeting={meeting} />
      </div>
    </div>
  );
}

export default function MeetingDetailsPage() {
  useLiveRefresh();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const detail = useQuery({
    queryKey: meetingKeys.detail(id),
    queryFn: ({ signal }) => meetingsApi.detail(id, signal),
    enabled: id !== '',
  });
  const back = (
    <Link className={css.backLink} to="/apps/meetings">
      <Icon name="arrow-left" size="sm" /> All meetings
    </Link>
  );
  let body = detailQueryState(id, detail, {
    noun: 'meeting',
    icon: 'video',
    notFound: 'This meeting does not exist, or you are not a member of its initiative.',
  });
  if (body === null && detail.data) {
    const meeting = detail.data;
    const isHost = meeting.viewerRole === 'host';
    body = (
      <>
        <header className={css.header}>
          <div className={css.headerText}>
            <Link
              className={css.backLink}
              to={`/apps/initiatives/details?id=${encodeURIComponent(meeting.initiativeId)}`}
            >
              {meeting.initiativeTitle}
            </Link>
            <div className={css.row}>
              <Heading level={1} size="xxl" className={css.pageTitle}>
                {meeting.title}
              </Heading>
              <MeetingStatusTag status={meeting.status} />
              {isHost ? <Tag tone="accent">You host</Tag> : null}
            </div>
            {meeting.goal ? <p className={css.text}>{meeting.goal}</p> : null}
            <ul className={css.meta}>
              <li className={css.metaItem}>
                <Icon name="calendar" size="sm" />
                {formatDateTime(meeting.scheduledAt)} · {meeting.durationMin} min
              </li>
              <li className={css.metaItem}>
                <Icon name="users" size="sm" />
                {meeting.participants.length} participants
              </li>
            </ul>
          </div>
          <details className={css.participants}>
            <summary className={css.summary}>
              <span className={css.avatars} aria-hidden>
                {meeting.participants.slice(0, 4).map((person) => (
                  <Avatar
                    key={person.id}
                    name={person.displayName}
                    fallback="initials"
                    size="xs"
                    decorative
                  />
                ))}
              </span>
              Participants
            </summary>
            <ul className={css.list}>
              {meeting.participants.map((person) => (
                <li key={person.id}>
                  <PersonBadge person={person} suffix={person.id === meeting.hostId ? '(host)' : undefined} />
                </li>
              ))}
            </ul>
          </details>
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
  return (
    <PageSimple
      content={
        <div className={css.page}>
          {back}
          {body}
        </div>
      }
    />
  );
}
