/**
 * Who is in an initiative and who is invited, with invite-by-email: the part of the initiative dialog that
 * replaced the member picker (nobody is added without accepting). Pure: props in, callbacks out.
 */
import { Button, Icon, Stack, TextField } from '@chorus/ui';
import { type KeyboardEvent, useId, useState } from 'react';
import { z } from 'zod';
import { PersonBadge } from '../../lib/product/PersonBadge';
import * as css from '../../lib/product/product.css';
import { Tag } from '../../lib/product/Tag';
import { t as translate, useT } from '../i18n';

export interface EditorMember {
  id: string;
  displayName: string;
  /** "(owner)", "(host)"… */
  suffix?: string;
  /** The owner may remove this member. */
  removable: boolean;
}

export interface EditorInvitation {
  id: string;
  email: string;
}

export interface MembersEditorProps {
  members: readonly EditorMember[];
  invitations: readonly EditorInvitation[];
  /** The label of each invitation: "Pending" (sent) or "To invite" (sent with the new initiative). */
  invitationLabel: string;
  /** The viewer's own e-mail (they are a member already). */
  viewerEmail: string;
  /** Inviting right now (the button shows it). */
  inviting?: boolean;
  onInvite: (email: string) => void;
  onWithdraw: (invitation: EditorInvitation) => void;
  onRemove?: (member: EditorMember) => void;
  /** Invitations, withdrawals and removals take effect at once (editing), not with the form. */
  immediate?: boolean;
}

const emailSchema = z.email();

/** What is wrong with an e-mail to invite, or null. */
export function inviteError(
  raw: string,
  invitations: readonly EditorInvitation[],
  viewerEmail: string,
): string | null {
  const email = raw.trim().toLowerCase();
  if (!emailSchema.safeParse(email).success) return translate('members.errorEmail');
  if (email === viewerEmail.trim().toLowerCase()) return translate('members.errorOwn');
  if (invitations.some((entry) => entry.email === email)) return translate('members.errorInvited');
  return null;
}

export function MembersEditor({
  members,
  invitations,
  invitationLabel,
  viewerEmail,
  inviting,
  onInvite,
  onWithdraw,
  onRemove,
  immediate,
}: MembersEditorProps) {
  const t = useT();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const submit = () => {
    const problem = inviteError(email, invitations, viewerEmail);
    setError(problem);
    if (problem) return;
    onInvite(email.trim().toLowerCase());
    setEmail('');
  };
  // The field sits inside the dialog's form: Enter invites instead of saving the form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submit();
  };
  return (
    <section className={`${css.settingGroup} ${css.fieldset}`} aria-labelledby={headingId}>
      <h3 className={css.subheading} id={headingId}>
        {t('members.title')}
      </h3>
      <p className={css.muted}>
        {t('members.intro')}
        {immediate ? ` ${t('members.immediate')}` : ''}
      </p>
      <Stack direction="row" align="end" gap="sm" wrap>
        <TextField
          className={css.grow}
          type="email"
          label={t('members.inviteField')}
          autoComplete="off"
          value={email}
          error={error ?? undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Button
          type="button"
          variant="outline"
          startIcon={<Icon name="plus" size="sm" />}
          loading={inviting}
          onClick={submit}
        >
          {t('members.invite')}
        </Button>
      </Stack>
      <Stack as="ul" gap="sm" className={css.bareList} aria-label={t('members.listLabel')}>
        {members.map((member) => (
          <li key={member.id}>
            <Stack direction="row" align="center" justify="between" gap="sm">
              <PersonBadge person={member} suffix={member.suffix} />
              {member.removable && onRemove ? (
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  tone="critical"
                  aria-label={t('members.removeLabel', { name: member.displayName })}
                  onClick={() => onRemove(member)}
                >
                  {t('members.remove')}
                </Button>
              ) : null}
            </Stack>
          </li>
        ))}
        {invitations.map((invitation) => (
          <li key={invitation.id}>
            <Stack direction="row" align="center" justify="between" gap="sm">
              <Stack direction="row" align="center" gap="sm" wrap minInlineSize={0}>
                <span className={css.text}>{invitation.email}</span>
                <Tag tone="info">{invitationLabel}</Tag>
              </Stack>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                tone="neutral"
                aria-label={t('members.withdrawLabel', { email: invitation.email })}
                onClick={() => onWithdraw(invitation)}
              >
                {t('members.withdraw')}
              </Button>
            </Stack>
          </li>
        ))}
      </Stack>
    </section>
  );
}
