/**
 * /apps/initiatives/details?id=: the description, members, meetings (upcoming and past) and the
 * decision log. Hosts who own it edit or delete it and plan new meetings.
 */
import { authStore, useDocumentTitle } from '@chorus/shell';
import { useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { DetailStatusPage } from '../../lib/detail/DetailStatusPage';
import { detailStatus } from '../../lib/detail/detailStatus';
import * as css from '../../lib/product/product.css';
import '../../lib/product/product.icons';
import { NewMeetingDialog } from '../../meetings/views/NewMeetingDialog';
import { SeriesPanel } from '../../meetings/panels/SeriesPanel';
import { Stack } from '@chorus/ui';
import { useDetailDialogs, useInitiativeChanges, useInitiativeDetail } from '../hooks/useInitiativeDetails';
import { messages, useT } from '../i18n';
import { downloadText, fileSlug } from '../../lib/download';
import { decisionLogCsv } from '../views/InitiativeDetails/decisionLogCsv';
import { consentWords } from '../../lib/product/consentWords';
import { messages as productMessages } from '../../lib/product/i18n';
import { InitiativeDialog } from '../views/InitiativeDialog';
import {
  InitiativeHeader,
  InitiativeRecord,
  MembersCard,
} from '../views/InitiativeDetails/InitiativeDetailsView';

export default function InitiativeDetailsPage() {
  const t = useT();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const auth = useSnapshot(authStore);
  const isHost = auth.roles.includes('Host');
  const detail = useInitiativeDetail(id);
  useDocumentTitle(detail.data?.title);
  const dialogs = useDetailDialogs();
  const change = useInitiativeChanges(id, dialogs.close);
  const initiative = detail.data;
  const canPlan = isHost && initiative?.status === 'active';
  return (
    <DetailStatusPage
      back="link"
      backTo="/apps/initiatives"
      backLabel={t('details.back')}
      status={detailStatus(id, detail)}
      icon="lightbulb"
      notFound={t('details.notFound')}
      loading={t('details.loading')}
      loadError={(error) => t('details.error', { error })}
    >
      {initiative ? (
        <>
          <InitiativeHeader
            initiative={initiative}
            canPlan={canPlan}
            onPlan={() => dialogs.open('meeting')}
            onEdit={() => dialogs.open('edit')}
            onDelete={() => change.remove(initiative)}
            onLeave={() => change.leave(initiative)}
          />
          <div className={css.twoColumns}>
            <InitiativeRecord
              initiative={initiative}
              canPlan={canPlan}
              onExportLog={() =>
                void Promise.all([messages.ready(t.locale), productMessages.ready(t.locale)]).then(() =>
                  downloadText(
                    `${fileSlug(initiative.title, 'initiative')}-decisions.csv`,
                    decisionLogCsv(
                      initiative.outcomes,
                      (key, values) => messages.format(t.locale, key, values),
                      consentWords(t.locale),
                    ),
                    'text/csv',
                  ),
                )
              }
            />
            <Stack gap="md" minInlineSize={0}>
              <MembersCard initiative={initiative} />
              <SeriesPanel initiativeId={initiative.id} />
            </Stack>
          </div>
          {initiative.viewerIsOwner ? (
            <InitiativeDialog
              key={`edit-${dialogs.dialogKey}`}
              open={dialogs.dialog === 'edit'}
              initial={initiative}
              membership={{
                members: initiative.members.map((member) => ({
                  id: member.id,
                  displayName: member.displayName,
                  suffix: member.id === initiative.ownerId ? t('details.owner') : undefined,
                  removable: member.id !== initiative.ownerId,
                })),
                invitations: initiative.invitations,
                inviting: change.invite.isPending,
                onInvite: (email) => change.invite.mutate({ initiativeId: initiative.id, email }),
                onWithdraw: (invitation) => change.withdraw.mutate(invitation),
                onRemove: change.removeMember,
              }}
              viewer={auth.user.data}
              pending={change.save.isPending}
              onSubmit={(request) => change.save.mutate(request)}
              onClose={dialogs.close}
            />
          ) : null}
          {isHost ? (
            <NewMeetingDialog
              key={`meeting-${dialogs.dialogKey}`}
              open={dialogs.dialog === 'meeting'}
              initiativeId={initiative.id}
              inTurn={initiative.members.find((member) => member.id === initiative.nextFacilitatorId)}
              pending={change.planMeeting.isPending}
              onSubmit={(request) => change.planMeeting.mutate(request)}
              onClose={dialogs.close}
            />
          ) : null}
        </>
      ) : null}
    </DetailStatusPage>
  );
}
