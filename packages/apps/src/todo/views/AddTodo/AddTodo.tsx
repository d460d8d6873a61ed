import { Button, Icon } from '@chorus/ui';
import { useState } from 'react';
import * as css from '../todo.css';
import * as form from '../../../lib/form/form.css';

/** Adds a task at the top of the list. */
export function AddTodo({ onAdd }: { onAdd: (title: string) => void }) {
  const [title, setTitle] = useState('');
  return (
    <form
      className={css.add}
      onSubmit={(event) => {
        event.preventDefault();
        const value = title.trim();
        if (!value) return;
        onAdd(value);
        setTitle('');
      }}
    >
      <input
        className={form.control}
        aria-label="New task"
        placeholder="Add a task"
        maxLength={200}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <Button type="submit" startIcon={<Icon name="plus" size="sm" />} disabled={!title.trim()}>
        Add
      </Button>
    </form>
  );
}
