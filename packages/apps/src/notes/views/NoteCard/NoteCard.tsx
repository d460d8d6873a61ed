import { isSafeUrl, type Note, type NoteLabel } from '@chorus/mock-handlers/contracts';
import { Box, Icon, Stack } from '@chorus/ui';
import { LabelChip } from '../../../lib/folder-app/ListControls';
import { Time } from '../../../lib/format';
import * as css from '../notes.css';

/** One note in the masonry: a button that opens it for editing. */
export function NoteCard({
  note,
  labels,
  onOpen,
}: {
  note: Note;
  labels: readonly NoteLabel[];
  onOpen: () => void;
}) {
  return (
    <button type="button" className={css.card} onClick={onOpen} data-testid="note-card">
      {/* A refused scheme (javascript:, data:text/html …) is never loaded, whatever the cache holds. */}
      {note.image && isSafeUrl(note.image, 'image') ? (
        <img className={css.image} src={note.image} alt="" loading="lazy" />
      ) : null}
      <Stack as="span" gap="sm" padding="lg">
        {note.title ? <span className={css.title}>{note.title}</span> : null}
        {note.description ? <span className={css.text}>{note.description}</span> : null}
        {note.checklist.length ? (
          <span className={css.checklist}>
            {note.checklist.map((item) => (
              <Box as="span" key={item.id} display="block" className={item.checked ? css.done : undefined}>
                {item.checked ? '☑' : '☐'} {item.text}
              </Box>
            ))}
          </span>
        ) : null}
        <Stack as="span" direction="row" wrap gap="xs" fontSize="xs">
          {note.reminder ? (
            <Stack as="span" direction="row" align="center" gap="sm">
              <Icon name="bell" size="xs" />
              <Time value={note.reminder} />
            </Stack>
          ) : null}
          {note.labels.map((id) => {
            const label = labels.find((entry) => entry.id === id);
            return label ? <LabelChip key={id} title={label.name} /> : null;
          })}
        </Stack>
      </Stack>
    </button>
  );
}
