/**
 * An initiative's own templates (issue 35): the list its members pick from, saving a meeting's agenda as one, and
 * deleting one (after asking). The list is read again after each change.
 */
import type { OwnTemplateView } from '@chorus/mock-handlers/contracts';
import { useQuery } from '@tanstack/react-query';
import { confirmAction } from '../../lib/confirm';
import { useAppMutation } from '../../lib/mutation';
import { meetingKeys, meetingsApi } from '../meetings.api';
import { useT } from '../views/i18n';

export function useOwnTemplates(initiativeId: string) {
  const t = useT();
  const key = meetingKeys.templates(initiativeId);
  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => meetingsApi.templates(initiativeId, signal),
  });
  const save = useAppMutation({
    mutationFn: meetingsApi.saveTemplate,
    invalidate: [key],
    errorMessage: t('ownTemplates.saveError'),
    successMessage: t('ownTemplates.saved'),
  });
  const remove = useAppMutation({
    mutationFn: (template: OwnTemplateView) => meetingsApi.deleteTemplate(initiativeId, template.id),
    invalidate: [key],
    errorMessage: t('ownTemplates.deleteError'),
    successMessage: t('ownTemplates.deleted'),
  });
  return {
    list,
    saving: save.isPending,
    /** Resolves once saved; rejects (the snackbar says why) so that the form keeps what was typed. */
    save: (meetingId: string, name: string, description: string) =>
      save.mutateAsync({ meetingId, name, description }),
    remove: (template: OwnTemplateView) =>
      confirmAction({
        title: t('ownTemplates.deleteTitle', { name: template.name }),
        description: t('ownTemplates.deleteDescription'),
        confirmLabel: t('common.delete'),
        onConfirm: () => remove.mutate(template),
      }),
  };
}
