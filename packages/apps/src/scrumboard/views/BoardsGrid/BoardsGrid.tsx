/** The boards as tiles, each a link to its board, and the New board tile. */
import type { BoardSummary } from '@chorus/mock-handlers/contracts';
import { Link } from '@chorus/shell';
import { Icon } from '@chorus/ui';

import { useT } from '../../i18n';
import { boardPath } from '../../scrumboard.paths';
import * as css from '../scrumboard.css';

export interface BoardsGridProps {
  boards: readonly BoardSummary[];
  /** Creates a board (and opens it); the tile is busy meanwhile. */
  onNewBoard: () => void;
  creating?: boolean;
}

export function BoardsGrid({ boards, onNewBoard, creating = false }: BoardsGridProps) {
  const t = useT();
  return (
    <>
      {boards.length === 0 ? <p>{t('boards.empty')}</p> : null}
      <ul className={css.boards} aria-label={t('boards.list')}>
        {boards.map((board) => (
          <li key={board.id}>
            <Link className={css.tile} to={boardPath(board)}>
              <Icon name="square-kanban" size="lg" />
              {board.name}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={css.newTile}
            onClick={onNewBoard}
            disabled={creating}
            aria-busy={creating || undefined}
          >
            <Icon name="plus" size="lg" />
            {t('boards.new')}
          </button>
        </li>
      </ul>
    </>
  );
}
