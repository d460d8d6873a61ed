import { Button, Icon, Stack, TextField } from '@chorus/ui';
import { type FormEvent, useState } from 'react';
import { useT } from '../../i18n';
import * as css from '../todo.css';

/** Adds a task at the top of the list. */
export function AddTodo({ onAdd }: { onAdd: (title: string) => void }) {
  const t = useT();
  const [title, setTitle] = useState('');
  return (
    <Stack
      as="form"
      direction="row"
      gap="sm"
      padding="md"
      className={css.add}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const value = title.trim();
        if (!value) return;
        onAdd(value);
        setTitle('');
      }}
    >
      <TextField
        className={css.addField}
        label={t('add.label')}
        hideLabel
        placeholder={t('add.placeholder')}
        maxLength={200}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <Button type="submit" startIcon={<Icon name="plus" size="sm" />} disabled={!title.trim()}>
        {t('add.submit')}
      </Button>
    </Stack>
  );
}
