/** The user's own status and mood, editable: the status saves on change, the mood on Save (or Enter). */
import { type ChatStatus, ChatStatusSchema, type ChatUser } from '@chorus/mock-handlers/contracts';
import { Button, Select, Stack, TextField } from '@chorus/ui';
import { useState } from 'react';
import { statusKey } from '../../chat.api';
import { useT } from '../../i18n';
import * as css from '../chat.css';
import { StatusAvatar } from '../StatusAvatar';

export interface UserStatusProps {
  user: ChatUser;
  onStatusChange: (status: ChatStatus) => void;
  onMoodSave: (mood: string) => void;
}

const MAX_MOOD = 200;

export function UserStatus({ user, onStatusChange, onMoodSave }: UserStatusProps) {
  const t = useT();
  const [mood, setMood] = useState(user.mood);
  const tooLong = mood.length > MAX_MOOD;
  return (
    <section className={css.userPanel} aria-label={t('user.label')}>
      <Stack direction="row" align="center" gap="sm">
        <StatusAvatar name={user.name} src={user.avatar} status={user.status} />
        <span className={css.name}>{user.name}</span>
      </Stack>
      <Select
        label={t('user.status')}
        value={user.status}
        options={ChatStatusSchema.options.map((value) => ({ value, label: t(statusKey(value)) }))}
        onChange={(event) => onStatusChange(event.target.value as ChatStatus)}
      />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!tooLong) onMoodSave(mood.trim());
        }}
      >
        <TextField
          label={t('user.mood')}
          value={mood}
          error={tooLong ? t('user.moodTooLong', { max: MAX_MOOD }) : undefined}
          onChange={(event) => setMood(event.target.value)}
        />
        <Button type="submit" size="sm" variant="soft" disabled={tooLong || mood.trim() === user.mood}>
          {t('user.saveMood')}
        </Button>
      </form>
    </section>
  );
}
