/** Create or edit an initiative: title, description, status (when editing) and members. */
import type { InitiativeStatus, Person, SaveInitiativeRequest } from '@chorus/mock-handlers/contracts';
import { Button } from '@chorus/ui';
import { useState } from 'react';
import { CheckboxField, FormDialog, TextAreaField, TextField } from '../../lib/form/controls';
import * as css from '../../meetings/meetings.css';

export interface InitiativeDialogProps {
  open: boolean;
  /** Editing: the initiative's current values. */
  initial?: { id: string; title: string; description: string; status: InitiativeStatus; memberIds: string[] };
  /** People who can be added (everyone the viewer shares an initiative with). */
  people: Person[];
  viewerId: string;
  pending?: boolean;
  onSubmit: (request: SaveInitiativeRequest) => void;
  onClose: () => void;
}

export function InitiativeDialog({
  open,
  initial,
  people,
  viewerId,
  pending,
  onSubmit,
  onClose,
}: InitiativeDialogProps) {
  const [title, setTitle] = useState(initial?.title ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [status, setStatus] = useState<InitiativeStatus>(initial?.status ?? 'active');
  const [memberIds, setMemberIds] = useState<string[]>(initial?.memberIds ?? []);
  const [error, setError] = useState<string>();
  const others = people.filter((person) => person.id !== viewerId);
  return (
    <FormDialog
      open={open}
      title={initial ? 'Edit initiative' : 'New initiative'}
      onClose={onClose}
      onSubmit={() => {
        if (!title.trim()) {
          setError('Give the initiative a title');
          return;
        }
        onSubmit({ id: initial?.id, title: title.trim(), description, status, memberIds });
      }}
      actions={
        <>
          <Button type="button" variant="ghost" tone="neutral" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {initial ? 'Save' : 'Create initiative'}
          </Button>
        </>
      }
    >
      <div className={css.stack}>
        <TextField
          label="Title"
          name="title"
          required
          value={title}
          error={error}
          onChange={(event) => {
            setTitle(event.target.value);
            setError(undefined);
          }}
        />
        <TextAreaField
          label="Description"
          name="description"
          hint="What the initiative is for, and what a good outcome looks like."
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        {initial ? (
          <label className={css.field}>
            <span className={css.fieldLabel}>Status</span>
            <select
              className={css.control}
              value={status}
              onChange={(event) => setStatus(event.target.value as InitiativeStatus)}
            >
              <option value="active">Active</option>
              <option value="archived">Archived</option>
            </select>
          </label>
        ) : null}
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>Members</legend>
          <p className={css.muted}>
            You are always a member. Only members see the initiative and its meetings.
          </p>
          {others.length === 0 ? <p className={css.muted}>No one else to add yet.</p> : null}
          {others.map((person) => (
            <CheckboxField
              key={person.id}
              label={person.displayName}
              checked={memberIds.includes(person.id)}
              onChange={(event) =>
                setMemberIds((ids) =>
                  event.target.checked ? [...ids, person.id] : ids.filter((id) => id !== person.id),
                )
              }
            />
          ))}
        </fieldset>
      </div>
    </FormDialog>
  );
}
