/**
 * A name shown as a heading with a pencil button; the button (or a click on the name) turns it into a text
 * field: Enter or leaving the field saves a changed, non-blank name, Escape keeps the old one.
 */
import { Icon, IconButton, TextField } from '@chorus/ui';
import { type ElementType, useState } from 'react';
import * as css from '../scrumboard.css';

export interface InlineNameProps {
  name: string;
  /** The heading element: 'h1' for the board, 'h2' for a list. */
  as: ElementType;
  className?: string;
  /** The field's label ("Board name"). */
  fieldLabel: string;
  /** The pencil button's name ("Rename board “Sprint”"). */
  editLabel: string;
  onRename: (name: string) => void;
}

export function InlineName({
  name,
  as: Heading,
  className,
  fieldLabel,
  editLabel,
  onRename,
}: InlineNameProps) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(name);
  const start = () => {
    setValue(name);
    setEditing(true);
  };
  const finish = (save: boolean) => {
    setEditing(false);
    const next = value.trim();
    if (save && next && next !== name) onRename(next);
  };
  if (editing)
    return (
      <TextField
        className={css.inlineField}
        label={fieldLabel}
        hideLabel
        value={value}
        autoFocus
        maxLength={200}
        onChange={(event) => setValue(event.target.value)}
        onBlur={() => finish(true)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') finish(true);
          else if (event.key === 'Escape') {
            event.stopPropagation();
            finish(false);
          }
        }}
      />
    );
  return (
    <>
      <Heading className={className} onDoubleClick={start}>
        {name}
      </Heading>
      <IconButton
        size="sm"
        variant="ghost"
        label={editLabel}
        icon={<Icon name="pencil" size="sm" />}
        onClick={start}
      />
    </>
  );
}
