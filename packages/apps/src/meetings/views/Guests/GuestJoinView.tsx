/**
 * Joining by a guest link (issue 34): what the link opens (the meeting, its host, taking part or watching), the
 * name the others will see, and the join button. A refused join keeps the name typed. Props in.
 */
import type { GuestLinkView } from '@chorus/mock-handlers/contracts';
import { Alert, Button, Card, Icon, Stack, TextField } from '@chorus/ui';
import { useState } from 'react';
import * as shared from '../../../lib/product/product.css';
import { useT } from '../i18n';

/** The longest name a guest may pick (the server's GUEST_NAME_MAX_LENGTH). */
const NAME_MAX_LENGTH = 40;

export interface GuestJoinViewProps {
  preview: GuestLinkView;
  busy?: boolean;
  /** Why the last try failed (the server's message), if it did. */
  error?: string | null;
  onJoin: (displayName: string) => void;
}

export function GuestJoinView({ preview, busy, error, onJoin }: GuestJoinViewProps) {
  const t = useT();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const watch = preview.kind === 'spectator';
  const empty = name.trim() === '';
  return (
    <Card as="section" className={shared.panel} aria-labelledby="join-title">
      <h1 className={shared.pageTitle} id="join-title">
        {t(watch ? 'join.watchTitle' : 'join.title', { title: preview.meetingTitle })}
      </h1>
      <p className={shared.text}>{t(watch ? 'join.watchText' : 'join.text', { host: preview.hostName })}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!empty) onJoin(name.trim());
        }}
      >
        <Stack gap="md" minInlineSize={0}>
          <TextField
            label={t('join.name')}
            name="displayName"
            autoComplete="nickname"
            required
            maxLength={NAME_MAX_LENGTH}
            value={name}
            helperText={t('join.nameHint')}
            error={touched && empty ? t('join.nameRequired') : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          {error ? <Alert tone="critical">{t('join.error', { reason: error })}</Alert> : null}
          <div>
            <Button
              type="submit"
              loading={busy}
              startIcon={<Icon name={watch ? 'eye' : 'video'} size="sm" />}
            >
              {t(watch ? 'join.watch' : 'join.join')}
            </Button>
          </div>
          {watch ? null : <p className={shared.muted}>{t('join.privacy')}</p>}
        </Stack>
      </form>
    </Card>
  );
}
