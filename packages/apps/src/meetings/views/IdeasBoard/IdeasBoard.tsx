/** Every idea, revealed at once, in this viewer's order. The host may hide an off-topic idea. */
import type { IdeasResponse } from '@chorus/mock-handlers/contracts';
import { Button, Checkbox, Stack } from '@chorus/ui';
import * as shared from '../../../lib/product/product.css';
import { Tag } from '../../../lib/product/Tag';
import * as css from '../../meetings.css';

export interface IdeasBoardProps {
  data: IdeasResponse;
  /** The host sees hidden ideas (marked) and may hide or show them while the meeting is live. */
  isHost: boolean;
  canHide: boolean;
  onHide?: (id: string, hidden: boolean) => void;
  /** Grouping: each idea gets a checkbox. */
  selectable?: boolean;
  selected?: ReadonlySet<string>;
  onToggle?: (id: string) => void;
}

export function IdeasBoard({
  data,
  isHost,
  canHide,
  onHide,
  selectable,
  selected,
  onToggle,
}: IdeasBoardProps) {
  const visible = data.ideas.filter((idea) => isHost || !idea.hidden);
  if (!data.revealed) {
    return (
      <p className={shared.muted} role="status">
        The ideas are not revealed yet: {data.submittedCount} of {data.eligibleCount} people have written.
      </p>
    );
  }
  if (visible.length === 0) return <p className={shared.muted}>No ideas were written.</p>;
  const groupTitle = new Map(data.groups.map((group) => [group.id, group.title]));
  return (
    <ul className={css.ideaGrid} aria-label="Revealed ideas">
      {visible.map((idea) => {
        const theme = idea.groupId ? groupTitle.get(idea.groupId) : undefined;
        return (
          <li key={idea.id} className={idea.hidden ? `${css.ideaCard} ${css.hiddenIdea}` : css.ideaCard}>
            {selectable ? (
              <Checkbox
                label={<span className={shared.text}>{idea.text}</span>}
                checked={selected?.has(idea.id) ?? false}
                onCheckedChange={() => onToggle?.(idea.id)}
              />
            ) : (
              <p className={shared.text}>{idea.text}</p>
            )}
            <Stack direction="row" wrap align="center" gap="sm">
              <span className={shared.muted}>{idea.authorName ?? 'Anonymous'}</span>
              {idea.isMine ? <Tag tone="accent">Yours</Tag> : null}
              {theme ? (
                <Tag tone="info" icon="layers">
                  {theme}
                </Tag>
              ) : null}
              {idea.hidden ? (
                <Tag tone="warning" icon="eye-off">
                  Hidden
                </Tag>
              ) : null}
              {canHide ? (
                <Button
                  size="sm"
                  variant="ghost"
                  tone="neutral"
                  aria-label={`${idea.hidden ? 'Show' : 'Hide'} idea: ${idea.text}`}
                  onClick={() => onHide?.(idea.id, !idea.hidden)}
                >
                  {idea.hidden ? 'Show' : 'Hide'}
                </Button>
              ) : null}
            </Stack>
          </li>
        );
      })}
    </ul>
  );
}
