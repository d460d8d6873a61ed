/**
 * /apps/meetings/details?id=: the host sets a scheduled meeting up and runs it live; attendees write,
 * vote, speak and decide; everyone reads the results once published.
 */
import type { MeetingDetail, MeetingSummary } from '@chorus/mock-handlers/contracts';
import { Link, PageSimple, useDocumentTitle } from '@chorus/shell';
import { Card, Heading, Icon, QueryStatus, Stack } from '@chorus/ui';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { confirmAction } from '../../lib/confirm';
import { formatDateTime, Time } from '../../lib/format';
import { updateCachedLists, useAppMutation } from '../../lib/mutation';
import { detailStatus } from '../../lib/product/detailStatus';
import { meetingRun } from '../../lib/product/meetingRun';
import * as shared from '../../lib/product/product.css';
import '../../lib/product/product.icons';
import { initiativeKeys } from '../../lib/product/productKeys';
import { MeetingStatusTag, Tag } from '../../lib/product/Tag';
import { errorText, isUnreachable } from '../../lib/query';
import { meetingKeys, meetingsApi } from '../meetings.api';
import { putMeeting } from '../meetings.cache';
import { useT } from '../views/i18n';
import { AgendaPanel, LiveMeeting } from '../panels/LiveMeeting';
import { MeetingSetup } from '../views/MeetingSetup';
import { saveRequest } from '../views/meetingRequests';
import { OutageBanner } from '../views/Outage/OutageBanner';
import { OutcomePanel } from '../panels/OutcomePanel';
import { ParticipantsView } from '../views/Participants/ParticipantsView';
import { RoleBanner } from '../views/RoleBanner/RoleBanner';
import { usePresence } from '../hooks/usePresence';
import { SummaryPanel } from '../panels/SummaryPanel';
import * as summaryCss from '../views/Summary/summary.css';
import { useOutboxResend, useUnsaved } from '../hooks/useOutbox';

function Protections({ meeting }: { meeting: MeetingDetail }) {
  const t = useT();
  const s = meeting.settings;
  return (
    <Stack
      as="ul"
      direction="row"
      wrap
      align="center"
      gap="sm"
      className={shared.bareList}
      aria-label={t('details.protections')}
    >
      <li>
        <Tag tone="info" icon="eye-off">
          {t(`protect.${s.anonymity}`)}
        </Tag>
      </li>
      <li>
        <Tag tone="info" icon="lock">
          {t(`protect.${s.voteVisibility}`)}
        </Tag>
      </li>
      <li>
        <Tag tone="info" icon="vote">
          {t('protect.dots', { dots: s.dotsPerPerson, max: s.maxDotsPerIdea })}
        </Tag>
      </li>
      {s.shuffle ? (
        <li>
          <Tag tone="info">{t('protect.shuffle')}</Tag>
        </li>
      ) : null}
      {s.hostSpeaksLast ? (
        <li>
          <Tag tone="info">{t('protect.hostSpeaksLast')}</Tag>
        </li>
      ) : null}
    </Stack>
  );
}

function Setup({ meeting }: { meeting: MeetingDetail }) {
  const t = useT();
  const navigate = useNavigate();
  const answer = (result: MeetingDetail, _vars: unknown, client: QueryClient) => putMeeting(client, result);
  // The initiative lists its meetings (title, date, status): its detail reads them again.
  const initiative = [initiativeKeys.detail(meeting.initiativeId)];
  const save = useAppMutation({
    mutationFn: meetingsApi.save,
    answer,
    invalidate: initiative,
    errorMessage: t('setup.saveError'),
    successMessage: t('setup.saved'),
  });
  const start = useAppMutation({
    mutationFn: async (change?: Parameters<typeof saveRequest>[1]) => {
      if (change) await meetingsApi.save(saveRequest(meeting, change));
      return meetingsApi.start(meeting.id);
    },
    answer,
    invalidate: initiative,
    errorMessage: t('setup.startError'),
    successMessage: t('setup.started'),
  });
  const remove = useAppMutation({
    mutationFn: () => meetingsApi.remove(meeting.id),
    answer: ({ id }, _vars, client) =>
      updateCachedLists<MeetingSummary>(client, meetingKeys.lists, (list) => list.filter((m) => m.id !== id)),
    invalidate: [...initiative, initiativeKeys.lists],
    errorMessage: t('setup.deleteError'),
    successMessage: t('setup.deleted'),
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
          title: t('setup.deleteTitle', { title: meeting.title }),
          description: t('setup.deleteDescription'),
          confirmLabel: t('common.delete'),
          onConfirm: () => remove.mutate(undefined),
        })
      }
    />
  );
}

function Waiting({ meeting }: { meeting: MeetingDetail }) {
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
  const t = useT();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const detail = useQuery({
    queryKey: meetingKeys.detail(id),
    queryFn: ({ signal }) => meetingsApi.detail(id, signal),
    enabled: id !== '',
  });
  const status = detailStatus(id, detail);
  const meeting = detail.data;
  // The server does not answer (an outage) while the meeting is on screen: it stays, with a banner, and the
  // page keeps asking until the server answers; what the viewer wrote meanwhile waits on this device.
  const unreachable = meeting !== undefined && detail.isError && isUnreachable(detail.error);
  useRetryWhileUnreachable(unreachable, detail.refetch);
  useOutboxResend(id, detail.dataUpdatedAt);
  const unsaved = useUnsaved(id).length;
  useDocumentTitle(meeting?.title);
  return (
    <PageSimple
      content={
        <div className={shared.page}>
          <Link className={shared.backLink} to="/apps/meetings">
            <Icon name="arrow-left" size="sm" /> {t('details.back')}
          </Link>
          {meeting ? <OutageBanner unreachable={unreachable || unsaved > 0} unsaved={unsaved} /> : null}
          <QueryStatus
            query={unreachable ? { ...status.query, isError: false } : status.query}
            isEmpty={status.isEmpty}
            loading={t('details.loading')}
            error={(error) => t('details.error', { reason: errorText(error) })}
            empty={{
              icon: 'video',
              title: t('details.missing'),
            }}
          >
            {meeting ? <Meeting meeting={meeting} /> : null}
          </QueryStatus>
        </div>
      }
    />
  );
}

/** The first wait before asking the server again during an outage, doubling up to the last. */
export const OUTAGE_RETRY_MIN_MS = 2_000;
export const OUTAGE_RETRY_MAX_MS = 30_000;

/** Asks again, with back-off, while the server does not answer (polling may be off: a live channel was on). */
function useRetryWhileUnreachable(unreachable: boolean, refetch: () => unknown) {
  const client = useQueryClient();
  useEffect(() => {
    // Back: everything of the meetings on screen is read again (a panel's failed read kept its old data).
    if (unreachable) return () => void client.invalidateQueries({ queryKey: meetingKeys.all });
    return undefined;
  }, [unreachable, client]);
  useEffect(() => {
    if (!unreachable) return;
    let delay = OUTAGE_RETRY_MIN_MS;
    let timer: ReturnType<typeof setTimeout>;
    let stopped = false;
    const tick = () => {
      timer = setTimeout(async () => {
        await refetch();
        delay = Math.min(OUTAGE_RETRY_MAX_MS, delay * 2);
        if (!stopped) tick();
      }, delay);
    };
    tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [unreachable, refetch]);
}

/**
 * When the meeting goes live under the viewer's eyes (the host pressed "Start meeting" at the bottom of the long
 * setup; an attendee waited in the waiting room), the live phase is where to look: scrolled into view, with the
 * focus on its title, so its timer and the host's "Reveal all ideas" are not off screen.
 */
function useLivePhaseOnStart(status: MeetingDetail['status']) {
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === 'scheduled' && status === 'live') {
      const title = document.getElementById('phase-title');
      title?.focus({ preventScroll: true });
      const reduce = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      title?.closest('section')?.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
    }
    previous.current = status;
  }, [status]);
}

function Meeting({ meeting }: { meeting: MeetingDetail }) {
  const t = useT();
  const isHost = meeting.viewerRole === 'host';
  usePresence(meeting.id, meeting.viewerCanContribute && meeting.status !== 'ended');
  const run = meetingRun(meeting);
  useLivePhaseOnStart(meeting.status);
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
            {isHost ? <Tag tone="accent">{t('details.youHost')}</Tag> : null}
          </Stack>
          {meeting.goal ? <p className={shared.text}>{meeting.goal}</p> : null}
          <ul className={shared.meta}>
            <li className={shared.metaItem}>
              <Icon name="calendar" size="sm" />
              {/* Once started, when it really ran (and, once ended, for how long): never a plan it did not keep. */}
              {t('details.when', { date: formatDateTime(run.start), minutes: run.minutes })}
            </li>
            {/* Once it has run: when it actually started and ended. */}
            {meeting.startedAt ? (
              <li className={shared.metaItem}>
                <Icon name="clock" size="sm" />
                <Time value={meeting.startedAt} format="eventAbsolute">
                  {(time) => t('details.started', { time })}
                </Time>
              </li>
            ) : null}
            {meeting.endedAt ? (
              <li className={shared.metaItem}>
                <Icon name="clock" size="sm" />
                <Time value={meeting.endedAt} format="eventAbsolute">
                  {(time) => t('details.ended', { time })}
                </Time>
              </li>
            ) : null}
            <li className={shared.metaItem}>
              <Icon name="users" size="sm" />
              {t('details.participants', { count: meeting.participants.length })}
            </li>
          </ul>
        </Stack>
        <ParticipantsView
          participants={meeting.participants}
          hostId={meeting.hostId}
          showPresence={meeting.status !== 'ended'}
        />
      </header>
      {meeting.viewerAssignment ? <RoleBanner assignment={meeting.viewerAssignment} /> : null}
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
