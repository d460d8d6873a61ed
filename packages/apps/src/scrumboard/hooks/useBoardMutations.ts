import type { Board, BoardList, BoardSettings, Card } from '@chorus/mock-handlers/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { useAppMutation } from '../../lib/mutation';
import { useT } from '../i18n';
import { scrumboardApi, scrumboardKeys } from '../scrumboard.api';

/** The cached board changed in place (an optimistic change), or left alone when it is not cached. */
function patchBoard(client: QueryClient, boardId: string, change: (board: Board) => Board): void {
  client.setQueryData<Board>(scrumboardKeys.board(boardId), (board) => (board ? change(board) : board));
}

/**
 * Every change to one board. Each call answers the whole board, which replaces the cached one; most are
 * optimistic (the board changes at once and goes back, with a snackbar saying why, when refused).
 */
export function useBoardMutations(boardId: string) {
  const t = useT();
  const key = scrumboardKeys.board(boardId);
  const answer = (board: Board, _vars: unknown, client: QueryClient) => client.setQueryData(key, board);

  const rename = useAppMutation({
    queryKey: key,
    mutationFn: (name: string) => scrumboardApi.renameBoard(boardId, name),
    apply: (name, client) => {
      patchBoard(client, boardId, (board) => ({ ...board, name }));
    },
    answer,
    invalidate: [scrumboardKeys.boards],
    errorMessage: t('board.renameFailed'),
  });
  const updateSettings = useAppMutation({
    queryKey: key,
    mutationFn: (settings: Partial<BoardSettings>) => scrumboardApi.updateSettings(boardId, settings),
    apply: (settings, client) =>
      patchBoard(client, boardId, (board) => ({ ...board, settings: { ...board.settings, ...settings } })),
    answer,
    errorMessage: t('settings.failed'),
  });
  const orderCards = useAppMutation({
    queryKey: key,
    mutationFn: (lists: BoardList[]) => scrumboardApi.orderCards(boardId, lists),
    apply: (lists, client) => patchBoard(client, boardId, (board) => ({ ...board, lists })),
    answer,
    errorMessage: t('move.cardFailed'),
  });
  const orderLists = useAppMutation({
    queryKey: key,
    mutationFn: (lists: BoardList[]) => scrumboardApi.orderLists(boardId, lists),
    apply: (lists, client) => patchBoard(client, boardId, (board) => ({ ...board, lists })),
    answer,
    errorMessage: t('move.listFailed'),
  });
  // A new list or card gets its id from the server: it shows when the answer (the board) comes.
  const addList = useAppMutation({
    mutationFn: (name: string) => scrumboardApi.newList(boardId, name),
    answer,
    errorMessage: t('list.addFailed'),
  });
  const renameList = useAppMutation({
    queryKey: key,
    mutationFn: ({ listId, name }: { listId: string; name: string }) =>
      scrumboardApi.renameList(boardId, listId, name),
    apply: ({ listId, name }, client) =>
      patchBoard(client, boardId, (board) => ({
        ...board,
        lists: board.lists.map((list) => (list.id === listId ? { ...list, name } : list)),
      })),
    answer,
    errorMessage: t('list.renameFailed'),
  });
  const removeList = useAppMutation({
    queryKey: key,
    mutationFn: (listId: string) => scrumboardApi.removeList(boardId, listId),
    apply: (listId, client) =>
      patchBoard(client, boardId, (board) => {
        const gone = new Set(board.lists.find((list) => list.id === listId)?.idCards ?? []);
        return {
          ...board,
          lists: board.lists.filter((list) => list.id !== listId),
          cards: board.cards.filter((card) => !gone.has(card.id)),
        };
      }),
    answer,
    errorMessage: t('list.removeFailed'),
    successMessage: t('list.removed'),
  });
  const addCard = useAppMutation({
    mutationFn: ({ listId, name }: { listId: string; name: string }) =>
      scrumboardApi.newCard(boardId, listId, { name }),
    answer,
    errorMessage: t('card.addFailed'),
  });
  const updateCard = useAppMutation({
    queryKey: key,
    mutationFn: (card: Card) => scrumboardApi.updateCard(boardId, card),
    apply: (card, client) =>
      patchBoard(client, boardId, (board) => ({
        ...board,
        cards: board.cards.map((entry) => (entry.id === card.id ? card : entry)),
      })),
    answer,
    errorMessage: t('card.updateFailed'),
  });
  const removeCard = useAppMutation({
    queryKey: key,
    mutationFn: (cardId: string) => scrumboardApi.removeCard(boardId, cardId),
    apply: (cardId, client) =>
      patchBoard(client, boardId, (board) => ({
        ...board,
        cards: board.cards.filter((card) => card.id !== cardId),
        lists: board.lists.map((list) => ({ ...list, idCards: list.idCards.filter((id) => id !== cardId) })),
      })),
    answer,
    errorMessage: t('card.removeFailed'),
    successMessage: t('card.removed'),
  });
  const deleteBoard = useAppMutation({
    mutationFn: () => scrumboardApi.deleteBoard(boardId),
    answer: (_id, _vars, client) => {
      client.setQueryData<{ id: string }[]>(scrumboardKeys.boards, (boards) =>
        boards?.filter((board) => board.id !== boardId),
      );
      client.removeQueries({ queryKey: key });
    },
    errorMessage: t('settings.deleteFailed'),
    successMessage: t('settings.deleted'),
  });

  return {
    rename,
    updateSettings,
    orderCards,
    orderLists,
    addList,
    renameList,
    removeList,
    addCard,
    updateCard,
    removeCard,
    deleteBoard,
  };
}
