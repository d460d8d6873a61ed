/**
 * A scheduled meeting's changes before it runs: save the setup, start it (saving the last change first), delete
 * it (after asking). Each answer goes into the cache; the initiative, which lists its meetings, reads them again.
 */
import type { MeetingDetail, MeetingSummary } from '@chorus/mock-handlers/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { confirmAction } from '../../lib/confirm';
import { updateCachedLists, useAppMutation } from '../../lib/mutation';
import { initiativeKeys } from '../../lib/product/productKeys';
import { meetingKeys, meetingsApi } from '../meetings.api';
import { putMeeting } from '../meetings.cache';
import { useT } from '../views/i18n';
import { saveRequest } from '../views/meetingRequests';

export function useMeetingSetup(meeting: MeetingDetail) {
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
  return {
    saving: save.isPending,
    starting: start.isPending,
    save: (change: Parameters<typeof saveRequest>[1]) => save.mutate(saveRequest(meeting, change)),
    start: (change?: Parameters<typeof saveRequest>[1]) => start.mutate(change),
    remove: () =>
      confirmAction({
        title: t('setup.deleteTitle', { title: meeting.title }),
        description: t('setup.deleteDescription'),
        confirmLabel: t('common.delete'),
        onConfirm: () => remove.mutate(undefined),
      }),
  };
}
