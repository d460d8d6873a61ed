/**
 * /join/:token: a meeting's guest link (issue 34). Whoever opens it sees what it opens and picks a name; then the
 * meeting itself, as a guest (or a spectator) sees it: nothing else of Chorus, no navigation. When the meeting
 * ends their access ends with it, and they may register to keep their account. What they typed survives a
 * refused join or registration, and an outage (the meeting's page keeps it, as for members).
 */
import type { GuestSession } from '@chorus/mock-handlers/contracts';
import {
  ApiError,
  PageSimple,
  api,
  showMessage,
  signInWithEmailAndPassword,
  useDocumentTitle,
} from '@chorus/shell';
import { EmptyState, Icon, QueryStatus } from '@chorus/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import * as detailCss from '../../lib/detail/detail.css';
import '../../lib/product/product.icons';
import * as shared from '../../lib/product/product.css';
import { errorText } from '../../lib/query';
import { useGuestSession, useTabBearer } from '../hooks/useGuestSession';
import { useMeetingDetail } from '../hooks/useMeetingDetail';
import { meetingKeys, meetingsApi } from '../meetings.api';
import { MeetingRoom } from '../panels/MeetingRoom';
import {
  GuestEndedView,
  type GuestEndedViewProps,
  type GuestRegistration,
} from '../views/Guests/GuestEndedView';
import { GuestJoinView } from '../views/Guests/GuestJoinView';
import { useT } from '../views/i18n';
import { OutageBanner } from '../views/Outage/OutageBanner';

export default function GuestMeetingPage() {
  const { token = '' } = useParams();
  const [session, setSession] = useGuestSession(token);
  return (
    <PageSimple
      content={
        <div className={detailCss.page}>
          {session ? (
            <GuestRoom session={session} onForget={() => setSession(null)} />
          ) : (
            <Join token={token} onJoined={setSession} />
          )}
        </div>
      }
    />
  );
}

const isStatus = (error: unknown, status: number) => error instanceof ApiError && error.status === status;

/** A link turned off, renewed, never made, or whose meeting is gone: said plainly, nothing to fill in. */
function LinkDoesNotWork() {
  const t = useT();
  return (
    <EmptyState
      icon={<Icon name="circle-alert" size="xl" tone="muted" />}
      title={t('join.invalid')}
      titleAs="h1"
      description={t('join.invalidText')}
    />
  );
}

function Join({ token, onJoined }: { token: string; onJoined: (session: GuestSession) => void }) {
  const t = useT();
  const preview = useQuery({
    queryKey: meetingKeys.guestLink(token),
    queryFn: ({ signal }) => meetingsApi.guestPreview(token, signal),
    retry: (count, error) => !isStatus(error, 404) && count < 2,
  });
  const join = useMutation({
    mutationFn: (displayName: string) => meetingsApi.guestJoin(token, displayName),
    onSuccess: onJoined,
  });
  useDocumentTitle(preview.data?.meetingTitle);
  const invalid = isStatus(preview.error, 404) || isStatus(join.error, 404);
  if (invalid) return <LinkDoesNotWork />;
  return (
    <QueryStatus
      query={preview}
      loading={t('join.loading')}
      error={(reason) => t('join.error', { reason: errorText(reason) })}
    >
      {preview.data ? (
        <GuestJoinView
          preview={preview.data}
          busy={join.isPending}
          error={join.error ? errorText(join.error) : null}
          onJoin={(name) => join.mutate(name)}
        />
      ) : null}
    </QueryStatus>
  );
}

/** The meeting with the guest's token as the tab's bearer. */
function GuestRoom({ session, onForget }: { session: GuestSession; onForget: () => void }) {
  const ready = useTabBearer(session.access_token);
  return ready ? <GuestMeeting session={session} onForget={onForget} /> : null;
}

function GuestMeeting({ session, onForget }: { session: GuestSession; onForget: () => void }) {
  const t = useT();
  const { detail, meeting, unreachable, unsaved } = useMeetingDetail(session.meetingId);
  useDocumentTitle(meeting?.title);
  // The meeting ended (the server says the guest's access ended with it), or is not there any more.
  if (isStatus(detail.error, 401) || meeting?.status === 'ended')
    return <GuestEnded session={session} onForget={onForget} />;
  if (isStatus(detail.error, 404)) return <LinkDoesNotWork />;
  return (
    <>
      <p className={shared.muted}>{t('guest.as', { name: session.user.displayName })}</p>
      {meeting ? <OutageBanner unreachable={unreachable || unsaved > 0} unsaved={unsaved} /> : null}
      <QueryStatus
        query={unreachable ? { ...detail, isError: false } : detail}
        loading={t('details.loading')}
        error={(reason) => t('details.error', { reason: errorText(reason) })}
      >
        {meeting ? <MeetingRoom meeting={meeting} /> : null}
      </QueryStatus>
    </>
  );
}

interface RegisterAnswer {
  user?: { uid: string };
  error?: GuestEndedViewProps['error'];
}

/** The end of a guest's meeting, and registering to keep the account (then signed in to the meeting's page). */
function GuestEnded({ session, onForget }: { session: GuestSession; onForget: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const [fieldErrors, setFieldErrors] = useState<GuestEndedViewProps['error']>(null);
  const register = useMutation({
    mutationFn: async (form: GuestRegistration) => {
      // The guest's token is the tab's bearer: the server keeps their account under its id.
      const answer = await api.post<RegisterAnswer>('/api/auth/register', form);
      if (!answer.user) return answer.error ?? { message: t('guest.registerError', { reason: '' }) };
      await signInWithEmailAndPassword(form.email.trim(), form.password);
      return null;
    },
    onSuccess: (errors) => {
      setFieldErrors(errors);
      if (errors) return;
      showMessage({ message: t('guest.registered'), variant: 'success' });
      onForget();
      navigate(`/apps/meetings/details?id=${encodeURIComponent(session.meetingId)}`);
    },
  });
  return (
    <GuestEndedView
      displayName={session.user.displayName}
      busy={register.isPending}
      error={register.error ? { message: errorText(register.error) } : fieldErrors}
      onRegister={(form) => register.mutate(form)}
    />
  );
}
