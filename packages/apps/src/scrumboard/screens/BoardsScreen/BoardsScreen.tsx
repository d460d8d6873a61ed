/** The scrumboard's boards (/apps/scrumboard/boards): a tile per board and a New board tile that creates and opens one. */
import '../../../lib/appIcons';
import '../../scrumboard.icons';
import type { Board, BoardSummary } from '@chorus/mock-handlers/contracts';
import { PageSimple } from '@chorus/shell';
import { QueryStatus } from '@chorus/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useAppMutation } from '../../../lib/mutation';
import { errorText } from '../../../lib/query';
import { useT } from '../../i18n';
import { scrumboardApi, scrumboardKeys } from '../../scrumboard.api';
import { boardPath } from '../../scrumboard.paths';
import { BoardsGrid } from '../../views/BoardsGrid/BoardsGrid';
import * as css from '../../views/scrumboard.css';

export default function BoardsScreen() {
  const t = useT();
  const navigate = useNavigate();
  const boards = useQuery({
    queryKey: scrumboardKeys.boards,
    queryFn: ({ signal }) => scrumboardApi.boards(signal),
  });
  const create = useAppMutation({
    mutationFn: (name: string) => scrumboardApi.newBoard({ name }),
    answer: (board: Board, _name, client) => {
      client.setQueryData(scrumboardKeys.board(board.id), board);
      client.setQueryData<BoardSummary[]>(scrumboardKeys.boards, (list) => [
        ...(list ?? []),
        { id: board.id, name: board.name, uri: board.uri },
      ]);
    },
    onSuccess: (board) => navigate(boardPath(board)),
    errorMessage: t('boards.createFailed'),
  });
  const newBoard = () => create.mutate(t('boards.newName'));

  return (
    <PageSimple
      header={<h1 className={css.headerTitle}>{t('boards.heading')}</h1>}
      content={
        <QueryStatus
          query={boards}
          loading={t('boards.loading')}
          error={(error) => t('boards.loadError', { reason: errorText(error) })}
          fill
        >
          <BoardsGrid boards={boards.data ?? []} onNewBoard={newBoard} creating={create.isPending} />
        </QueryStatus>
      }
    />
  );
}
