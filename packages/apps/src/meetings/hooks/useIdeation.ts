/** The data of the ideation panel: the viewer's ideas, and saving, deleting and "done writing". */
import type { MeetingDetail, PhaseView } from '@chorus/mock-handlers/contracts';
import { useAppMutation } from '../../lib/mutation';
import { meetingKeys, meetingsApi } from '../meetings.api';
import { putIdea, putMeeting, removeIdea } from '../meetings.cache';
import { useT } from '../views/i18n';
import { useIdeas } from './useIdeas';
import { useTimeIsUp } from './useTimeIsUp';
import { useOutboxSubmit, useUnsaved } from './useOutbox';
import { outboxWrites } from '../outbox';
import type { IdeationViewProps } from '../views/Ideation/IdeationView';

export function useIdeation(meeting: MeetingDetail, phase: PhaseView) {
  const t = useT();
  const ideas = useIdeas(meeting, phase);
  // The answer is the idea: it goes into the phase's list. The counts (and a reveal the last idea may
  // set off) are the meeting's: only its detail refetches.
  const save = useAppMutation({
    mutationFn: meetingsApi.saveIdea,
    answer: (idea, _vars, client) => putIdea(client, idea),
    errorMessage: t('ideation.saveError'),
  });
  // A new idea is kept on this device first, then sent (again after an outage; useOutbox.ts): the answer goes
  // into the phase's list there, and the meeting's counts are read again.
  const submit = useOutboxSubmit(meeting.id);
  const add = useAppMutation({
    mutationFn: (values: { text: string; showName: boolean; column?: number }) =>
      submit(outboxWrites.idea({ phaseId: phase.id, ...values })),
    errorMessage: t('ideation.saveError'),
  });
  const unsaved = useUnsaved(meeting.id).flatMap((entry) =>
    entry.kind === 'idea' && entry.body.phaseId === phase.id
      ? [{ id: entry.body.newId, text: entry.body.text, showName: entry.body.showName ?? false }]
      : [],
  );
  const remove = useAppMutation({
    mutationFn: meetingsApi.deleteIdea,
    answer: ({ id }, _vars, client) => removeIdea(client, meeting.id, id),
    invalidate: [meetingKeys.detail(meeting.id)],
    errorMessage: t('ideation.deleteError'),
    successMessage: t('ideation.deleted'),
  });
  const ready = useAppMutation({
    mutationFn: (value: boolean) => meetingsApi.ready(meeting.id, value),
    answer: (answer, _vars, client) => putMeeting(client, answer),
    errorMessage: t('ideation.readyError'),
  });
  const open = phase.status === 'active' && !phase.revealedAt && meeting.status === 'live';
  // At the bell the server takes no more ideas (until the host adds time): the form closes then.
  const timeUp = useTimeIsUp(open ? phase.endsAt : null);
  const view: Omit<IdeationViewProps, 'ideas'> = {
    submittedCount: phase.submittedCount,
    eligibleCount: phase.eligibleCount,
    readyCount: phase.readyCount,
    anonymity: meeting.settings.anonymity,
    columns: phase.columns,
    canWrite: open && meeting.viewerCanContribute,
    timeUp,
    canContribute: meeting.viewerCanContribute,
    viewerReady: phase.viewerReady,
    deletingId: remove.isPending ? remove.variables : undefined,
    unsaved,
    onAdd: (values) => add.mutateAsync(values),
    onEdit: (id, { text, showName, column }) => save.mutateAsync({ id, text, showName, column }),
    onDelete: (id) => remove.mutate(id),
    onReadyChange: (value) => ready.mutate(value),
  };
  return { ideas, view };
}
