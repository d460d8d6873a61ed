/**
 * The viewer's invitations on /apps/initiatives: who invites them to what, with Accept and Decline. Only what
 * deciding needs (the initiative's title, its host's name, when). Pure: props in, callbacks out.
 */
import type { MyInvitation } from '@chorus/mock-handlers/contracts';
import { Button, Card, Icon, Stack } from '@chorus/ui';
import { formatDate } from '../../lib/format';
import * as css from '../../lib/product/product.css';

export interface InvitationsPanelProps {
  invitations: readonly MyInvitation[];
  /** The invitation being answered (its buttons wait). */
  answering?: string | null;
  onAccept: (invitation: MyInvitation) => void;
  onDecline: (invitation: MyInvitation) => void;
}

export function InvitationsPanel({ invitations, answering, onAccept, onDecline }: InvitationsPanelProps) {
  if (invitations.length === 0) return null;
  return (
    <Card as="section" className={css.panel} aria-labelledby="invitations-title">
      <h2 className={css.panelTitle} id="invitations-title">
        Invitations
      </h2>
      <p className={css.muted}>
        You join an initiative only if you accept. The host is not told if you decline.
      </p>
      <Stack as="ul" gap="sm" className={css.bareList} aria-label="Invitations">
        {invitations.map((invitation) => {
          const busy = answering === invitation.id;
          return (
            <li key={invitation.id} className={css.listItem}>
              <Stack direction="row" wrap align="center" justify="between" gap="sm">
                <Stack gap="xs" minInlineSize={0}>
                  <p className={css.text}>
                    {invitation.hostName} invites you to <strong>{invitation.initiativeTitle}</strong>
                  </p>
                  <span className={css.muted}>Invited {formatDate(invitation.invitedAt)}</span>
                </Stack>
                <Stack direction="row" gap="sm">
                  <Button
                    size="sm"
                    startIcon={<Icon name="check" size="sm" />}
                    aria-label={`Accept the invitation to ${invitation.initiativeTitle}`}
                    loading={busy}
                    disabled={answering != null && !busy}
                    onClick={() => onAccept(invitation)}
                  >
                    Accept
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    tone="neutral"
                    aria-label={`Decline the invitation to ${invitation.initiativeTitle}`}
                    disabled={answering != null}
                    onClick={() => onDecline(invitation)}
                  >
                    Decline
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
