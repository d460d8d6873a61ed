/** Typed calls to the scrumboard endpoints (§7) and the query keys they fill. Every board call answers the board. */
import {
  type Board,
  type BoardList,
  type BoardSettings,
  type BoardSummary,
  type Card,
  type NewBoardRequest,
  type NewCardRequest,
  scrumboardPaths,
} from '@chorus/mock-handlers/contracts';
import { api } from '@chorus/shell';

export const scrumboardKeys = {
  all: ['scrumboard'] as const,
  boards: ['scrumboard', 'boards'] as const,
  board: (boardId: string) => ['scrumboard', 'board', boardId] as const,
};

export const scrumboardApi = {
  boards: (signal?: AbortSignal) => api.get<BoardSummary[]>(scrumboardPaths.boards, undefined, signal),
  board: (boardId: string, signal?: AbortSignal) =>
    api.get<Board>(scrumboardPaths.board, { boardId }, signal),
  newBoard: (board: NewBoardRequest['board']) => api.post<Board>(scrumboardPaths.newBoard, { board }),
  renameBoard: (boardId: string, boardTitle: string) =>
    api.post<Board>(scrumboardPaths.renameBoard, { boardId, boardTitle }),
  updateSettings: (boardId: string, settings: Partial<BoardSettings>) =>
    api.post<Board>(scrumboardPaths.updateBoardSettings, { boardId, settings }),
  deleteBoard: (boardId: string) => api.post<string>(scrumboardPaths.deleteBoard, { boardId }),
  newList: (boardId: string, name: string) =>
    api.post<Board>(scrumboardPaths.newList, { boardId, data: { name } }),
  renameList: (boardId: string, listId: string, listTitle: string) =>
    api.post<Board>(scrumboardPaths.renameList, { boardId, listId, listTitle }),
  removeList: (boardId: string, listId: string) =>
    api.post<Board>(scrumboardPaths.removeList, { boardId, listId }),
  newCard: (boardId: string, listId: string, data: NewCardRequest['data']) =>
    api.post<Board>(scrumboardPaths.newCard, { boardId, listId, data }),
  updateCard: (boardId: string, card: Card) => api.post<Board>(scrumboardPaths.updateCard, { boardId, card }),
  removeCard: (boardId: string, cardId: string) =>
    api.post<Board>(scrumboardPaths.removeCard, { boardId, cardId }),
  orderCards: (boardId: string, lists: BoardList[]) =>
    api.post<Board>(scrumboardPaths.orderCards, { boardId, lists }),
  orderLists: (boardId: string, lists: BoardList[]) =>
    api.post<Board>(scrumboardPaths.orderLists, { boardId, lists }),
};
