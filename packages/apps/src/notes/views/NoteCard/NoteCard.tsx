import { isSafeUrl, type Note, type NoteLabel } from '@chorus/mock-handlers/contracts';
import { Box, Button, Icon, Stack } from '@chorus/ui';
import { useId, useState } from 'react';
import { LabelChip } from '../../../lib/folder-app/ListControls';
import { Time } from '../../../lib/format';
import { useT } from '../../i18n';
import * as css from '../notes.css';

/** A text longer than this (or of more lines) is clamped in the masonry, with "Show more". */
const LONG_TEXT = 320;
const LONG_LINES = 8;

/**
 * One note in the masonry: a button that opens it for editing. A very long text is clamped to a few lines,
 * with a "Show more" button beside the card's (not inside it) that unfolds it in place.
 */
export function NoteCard({
  note,
  labels,
  onOpen,
}: {
  note: Note;
  labels: readonly NoteLabel[];
  onOpen: () => void;
}) {
  const t = useT();
  const textId = useId();
  const [expanded, setExpanded] = useState(false);
  const long = note.description.length > LONG_TEXT || note.description.split('\n').length > LONG_LINES;
  const clamped = long && !expanded;
  return (
    <div className={css.card}>
      <button type="button" className={css.open} onClick={onOpen} data-testid="note-card">
        {/* A refused scheme (javascript:, data:text/html …) is never loaded, whatever the cache holds. */}
        {note.image && isSafeUrl(note.image, 'image') ? (
          <img className={css.image} src={note.image} alt="" loading="lazy" />
        ) : null}
        <Stack as="span" gap="sm" padding="lg">
          {note.title ? <span className={css.title}>{note.title}</span> : null}
          {note.description ? (
            <span id={textId} className={clamped ? css.textClamped : css.text}>
              {note.description}
            </span>
          ) : null}
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
      {long ? (
        <Box paddingInline="lg" paddingBlockEnd="md">
          <Button
            type="button"
            size="sm"
            variant="ghost"
            aria-expanded={expanded}
            aria-controls={textId}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? t('card.showLess') : t('card.showMore')}
          </Button>
        </Box>
      ) : null}
    </div>
  );
}
