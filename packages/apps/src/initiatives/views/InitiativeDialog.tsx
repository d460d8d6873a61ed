/**
 * Create or edit an initiative: title, description, status (when editing), and its members with
 * invite-by-email. Creating, the invitations go with the new initiative; editing, each invitation, withdrawal
 * or removal is its own change, made at once (the `members` prop says who is in it now).
 */
import type { InitiativeStatus, SaveInitiativeRequest } from '@chorus/mock-handlers/contracts';
import {
  Dialog,
  DialogContent,
  fieldProps,
  Select,
  Stack,
  TextArea,
  TextField,
  useZodForm,
} from '@chorus/ui';
import { useState } from 'react';
import { z } from 'zod';
import { SubmitFooter } from '../../lib/product/SubmitFooter';
import { t as translate, useT } from '../i18n';
import { type EditorInvitation, type EditorMember, MembersEditor } from './MembersEditor';

const initiativeSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: () => translate('dialog.titleRequired') }),
  description: z.string(),
  status: z.enum(['active', 'archived']),
});

/** Editing: the members and pending invitations, and the changes made at once. */
export interface MembershipControls {
  members: readonly EditorMember[];
  invitations: readonly EditorInvitation[];
  inviting?: boolean;
  onInvite: (email: string) => void;
  onWithdraw: (invitation: EditorInvitation) => void;
  onRemove: (member: EditorMember) => void;
}

export interface InitiativeDialogProps {
  open: boolean;
  /** Editing: the initiative's current values. */
  initial?: { id: string; title: string; description: string; status: InitiativeStatus };
  /** Editing: who is in it and who is invited. Creating: leave it out (the viewer is the one member). */
  membership?: MembershipControls;
  viewer: { displayName: string; email: string };
  pending?: boolean;
  onSubmit: (request: SaveInitiativeRequest) => void;
  onClose: () => void;
}

export function InitiativeDialog({
  open,
  initial,
  membership,
  viewer,
  pending,
  onSubmit,
  onClose,
}: InitiativeDialogProps) {
  const t = useT();
  const statusOptions = [
    { value: 'active', label: t('status.active') },
    { value: 'archived', label: t('status.archived') },
  ];
  const form = useZodForm(initiativeSchema, {
    defaultValues: {
      title: initial?.title ?? '',
      description: initial?.description ?? '',
      status: initial?.status ?? 'active',
    },
  });
  // Creating: the e-mails to invite with the new initiative.
  const [toInvite, setToInvite] = useState<string[]>([]);
  const editor = membership ?? {
    members: [{ id: 'me', displayName: viewer.displayName, suffix: t('dialog.youOwner'), removable: false }],
    invitations: toInvite.map((email) => ({ id: email, email })),
    onInvite: (email: string) => setToInvite((list) => [...list, email]),
    onWithdraw: (invitation: EditorInvitation) =>
      setToInvite((list) => list.filter((email) => email !== invitation.email)),
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent
        title={initial ? t('dialog.editTitle') : t('dialog.newTitle')}
        description={t('dialog.description')}
      >
        <Stack
          as="form"
          gap="md"
          noValidate
          onSubmit={form.handleSubmit((values) =>
            onSubmit({ id: initial?.id, ...values, ...(initial ? {} : { invite: toInvite }) }),
          )}
        >
          <TextField label={t('dialog.fieldTitle')} required {...fieldProps(form, 'title')} />
          <TextArea
            label={t('dialog.fieldDescription')}
            rows={3}
            helperText={t('dialog.descriptionHelp')}
            {...fieldProps(form, 'description')}
          />
          {initial ? (
            <Select label={t('dialog.fieldStatus')} options={statusOptions} {...fieldProps(form, 'status')} />
          ) : null}
          <MembersEditor
            members={editor.members}
            invitations={editor.invitations}
            invitationLabel={membership ? t('dialog.pending') : t('dialog.toInvite')}
            viewerEmail={viewer.email}
            inviting={membership?.inviting}
            onInvite={editor.onInvite}
            onWithdraw={editor.onWithdraw}
            onRemove={membership?.onRemove}
            immediate={membership !== undefined}
          />
          <SubmitFooter submitLabel={initial ? t('dialog.save') : t('dialog.create')} pending={pending} />
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
