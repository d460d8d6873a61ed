/**
 * The viewer's invitations on /apps/initiatives: who invites them to what, with Accept and Decline. Only what
 * deciding needs (the initiative's title, its host's name, when). Pure: props in, callbacks out.
 */
import type { MyInvitation } from '@chorus/mock-handlers/contracts';
import { Button, Card, Icon, Stack } from '@chorus/ui';
import { formatDate } from '../../lib/format';
import * as css from '../../lib/product/product.css';
import { useT } from '../i18n';

export interface InvitationsPanelProps {
  invitations: readonly MyInvitation[];
  /** The invitation being answered (its buttons wait). */
  answering?: string | null;
  onAccept: (invitation: MyInvitation) => void;
  onDecline: (invitation: MyInvitation) => void;
}

export function InvitationsPanel({ invitations, answering, onAccept, onDecline }: InvitationsPanelProps) {
  const t = useT();
  if (invitations.length === 0) return null;
  return (
    <Card as="section" className={css.panel} aria-labelledby="invitations-title">
      <h2 className={css.panelTitle} id="invitations-title">
        {t('invitations.title')}
      </h2>
      <p className={css.muted}>{t('invitations.intro')}</p>
      <Stack as="ul" gap="sm" className={css.bareList} aria-label={t('invitations.label')}>
        {invitations.map((invitation) => {
          const busy = answering === invitation.id;
          return (
            <li key={invitation.id} className={css.listItem}>
              <Stack direction="row" wrap align="center" justify="between" gap="sm">
                <Stack gap="xs" minInlineSize={0}>
                  <p className={css.text}>
                    {t.rich(
                      'invitations.invites',
                      { strong: (text) => <strong>{text}</strong> },
                      { host: invitation.hostName, title: invitation.initiativeTitle },
                    )}
                  </p>
                  <span className={css.muted}>
                    {t('invitations.invitedOn', { date: formatDate(invitation.invitedAt) })}
                  </span>
                </Stack>
                <Stack direction="row" gap="sm">
                  <Button
                    size="sm"
                    startIcon={<Icon name="check" size="sm" />}
                    aria-label={t('invitations.acceptLabel', { title: invitation.initiativeTitle })}
                    loading={busy}
                    disabled={answering != null && !busy}
                    onClick={() => onAccept(invitation)}
                  >
                    {t('invitations.accept')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    tone="neutral"
                    aria-label={t('invitations.declineLabel', { title: invitation.initiativeTitle })}
                    disabled={answering != null}
                    onClick={() => onDecline(invitation)}
                  >
                    {t('invitations.decline')}
                  </Button>
                </Stack>
              </Stack>
            </li>
          );
        })}
      </Stack>
    </Card>
  );
}
