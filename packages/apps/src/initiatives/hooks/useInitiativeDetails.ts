/**
 * The initiative details page's data: the initiative (by the URL's id) and every change to it, each through
 * useAppMutation with the server's answer written into the cache. Deleting or leaving asks first.
 */
import type { InitiativeDetail, InitiativeSummary } from '@chorus/mock-handlers/contracts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmAction } from '../../lib/confirm';
import { updateCachedLists, useAppMutation } from '../../lib/mutation';
import { meetingKeys } from '../../lib/product/productKeys';
import { useT } from '../i18n';
import { initiativeKeys, initiativesApi } from '../initiatives.api';

export function useInitiativeDetail(id: string) {
  return useQuery({
    queryKey: initiativeKeys.detail(id),
    queryFn: ({ signal }) => initiativesApi.detail(id, signal),
    enabled: id !== '',
  });
}

/** Which dialog is open (editing the initiative, planning a meeting); a new key each time, so each opens fresh. */
export function useDetailDialogs() {
  const [dialog, setDialog] = useState<'edit' | 'meeting' | null>(null);
  const [dialogKey, setDialogKey] = useState(0);
  const open = (which: 'edit' | 'meeting') => {
    setDialogKey((key) => key + 1);
    setDialog(which);
  };
  return { dialog, dialogKey, open, close: () => setDialog(null) };
}

/** The changes to initiative `id`; `onDone` closes the dialog a save or a planned meeting came from. */
export function useInitiativeChanges(id: string, onDone: () => void) {
  const t = useT();
  const navigate = useNavigate();
  // Membership: each change at once, the answer (the initiative as its owner sees it) into the cache.
  const putDetail = (saved: InitiativeDetail, _vars: unknown, client: QueryClient) =>
    client.setQueryData(initiativeKeys.detail(saved.id), saved);
  const invite = useAppMutation({
    mutationFn: initiativesApi.invite,
    answer: putDetail,
    errorMessage: t('details.inviteError'),
    successMessage: ({ email }) => t('details.inviteSent', { email }),
  });
  const withdraw = useAppMutation({
    mutationFn: (invitation: { id: string; email: string }) => initiativesApi.withdraw(invitation.id),
    answer: putDetail,
    errorMessage: t('details.withdrawError'),
    successMessage: ({ email }) => t('details.withdrawn', { email }),
  });
  const removeMember = useAppMutation({
    mutationFn: (member: { id: string; displayName: string }) =>
      initiativesApi.removeMember({ initiativeId: id, userId: member.id }),
    answer: putDetail,
    invalidate: [initiativeKeys.lists],
    errorMessage: t('details.removeError'),
    successMessage: ({ displayName }) => t('details.removed', { name: displayName }),
  });
  const leave = useAppMutation({
    mutationFn: initiativesApi.leave,
    answer: ({ id: left }, _vars, client) => {
      updateCachedLists<InitiativeSummary>(client, initiativeKeys.lists, (list) =>
        list.filter((item) => item.id !== left),
      );
      client.removeQueries({ queryKey: initiativeKeys.detail(left) });
    },
    invalidate: [meetingKeys.lists],
    errorMessage: t('details.leaveError'),
    successMessage: t('details.left'),
    onSuccess: () => navigate('/apps/initiatives'),
  });
  const save = useAppMutation({
    mutationFn: initiativesApi.save,
    answer: (saved, _vars, client) => client.setQueryData(initiativeKeys.detail(saved.id), saved),
    // A new status or title may move it between the lists' filters: the lists read it again.
    invalidate: [initiativeKeys.lists],
    errorMessage: t('details.saveError'),
    successMessage: t('details.saved'),
    onSuccess: onDone,
  });
  const remove = useAppMutation({
    mutationFn: initiativesApi.remove,
    answer: ({ id: removed }, _vars, client) =>
      updateCachedLists<InitiativeSummary>(client, initiativeKeys.lists, (list) =>
        list.filter((item) => item.id !== removed),
      ),
    // Its meetings went with it.
    invalidate: [meetingKeys.lists],
    errorMessage: t('details.deleteError'),
    successMessage: t('details.deleted'),
    onSuccess: () => navigate('/apps/initiatives'),
  });
  const planMeeting = useAppMutation({
    mutationFn: initiativesApi.planMeeting,
    answer: (meeting, _vars, client) => client.setQueryData(meetingKeys.detail(meeting.id), meeting),
    invalidate: (meeting) => [
      initiativeKeys.detail(meeting.initiativeId),
      initiativeKeys.lists,
      meetingKeys.lists,
    ],
    errorMessage: t('details.planError'),
    successMessage: (_vars, meeting) => t('details.planned', { title: meeting.title }),
    onSuccess: (meeting) => {
      onDone();
      navigate(`/apps/meetings/details?id=${encodeURIComponent(meeting.id)}`);
    },
  });

  return {
    invite,
    withdraw,
    save,
    planMeeting,
    removeMember: (member: { id: string; displayName: string }) =>
      confirmAction({
        title: t('details.removeTitle', { name: member.displayName }),
        description: t('details.removeDescription'),
        confirmLabel: t('details.removeConfirm'),
        onConfirm: () => removeMember.mutate(member),
      }),
    remove: (initiative: { id: string; title: string }) =>
      confirmAction({
        title: t('details.deleteTitle', { title: initiative.title }),
        description: t('details.deleteDescription'),
        confirmLabel: t('details.delete'),
        onConfirm: () => remove.mutate(initiative.id),
      }),
    leave: (initiative: { id: string; title: string }) =>
      confirmAction({
        title: t('details.leaveTitle', { title: initiative.title }),
        description: t('details.leaveDescription'),
        confirmLabel: t('details.leaveConfirm'),
        onConfirm: () => leave.mutate(initiative.id),
      }),
  };
}
