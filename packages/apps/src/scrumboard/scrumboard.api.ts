/** Typed calls to the scrumboard endpoints (§7) and the query keys they fill. Every board call answers the board. */
import {
  type BoardList,
  type BoardSettings,
  type Card,
  type NewBoardRequest,
  type NewCardRequest,
  scrumboardContracts,
} from '@chorus/mock-handlers/contracts';
import { call } from '../lib/call';

export const scrumboardKeys = {
  all: ['scrumboard'] as const,
  boards: ['scrumboard', 'boards'] as const,
  board: (boardId: string) => ['scrumboard', 'board', boardId] as const,
};

export const scrumboardApi = {
  boards: (signal?: AbortSignal) => call(scrumboardContracts.boards, {}, signal),
  board: (boardId: string, signal?: AbortSignal) => call(scrumboardContracts.board, { boardId }, signal),
  newBoard: (board: NewBoardRequest['board']) => call(scrumboardContracts.newBoard, { board }),
  renameBoard: (boardId: string, boardTitle: string) =>
    call(scrumboardContracts.renameBoard, { boardId, boardTitle }),
  updateSettings: (boardId: string, settings: Partial<BoardSettings>) =>
    call(scrumboardContracts.updateBoardSettings, { boardId, settings }),
  deleteBoard: (boardId: string) => call(scrumboardContracts.deleteBoard, { boardId }),
  newList: (boardId: string, name: string) => call(scrumboardContracts.newList, { boardId, data: { name } }),
  renameList: (boardId: string, listId: string, listTitle: string) =>
    call(scrumboardContracts.renameList, { boardId, listId, listTitle }),
  removeList: (boardId: string, listId: string) => call(scrumboardContracts.removeList, { boardId, listId }),
  newCard: (boardId: string, listId: string, data: NewCardRequest['data']) =>
    call(scrumboardContracts.newCard, { boardId, listId, data }),
  updateCard: (boardId: string, card: Card) => call(scrumboardContracts.updateCard, { boardId, card }),
  removeCard: (boardId: string, cardId: string) => call(scrumboardContracts.removeCard, { boardId, cardId }),
  orderCards: (boardId: string, lists: BoardList[]) =>
    call(scrumboardContracts.orderCards, { boardId, lists }),
  orderLists: (boardId: string, lists: BoardList[]) =>
    call(scrumboardContracts.orderLists, { boardId, lists }),
};
