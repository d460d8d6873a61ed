import { z } from 'zod';
import { contract, IdSchema } from '@chorus/domain/contracts';
import {
  BoardQuerySchema,
  BoardSchema,
  BoardSummarySchema,
  DeleteBoardRequestSchema,
  NewBoardRequestSchema,
  NewCardRequestSchema,
  NewListRequestSchema,
  OrderRequestSchema,
  RemoveCardRequestSchema,
  RemoveListRequestSchema,
  RenameBoardRequestSchema,
  RenameListRequestSchema,
  UpdateBoardSettingsRequestSchema,
  UpdateCardRequestSchema,
} from './scrumboard.schema';

const base = '/api/scrumboard-app';
/** Every board call answers 404 'Requested board do not exist' for an unknown boardId; mutations answer the updated board. */
export const scrumboardPaths = {
  /** GET → [{id, name, uri}] */
  boards: `${base}/boards`,
  /** POST {board} (name required; uri, settings optional) → the new board */
  newBoard: `${base}/board/new`,
  /** POST {boardId, boardTitle} */
  renameBoard: `${base}/board/rename`,
  /** GET ?boardId */
  board: `${base}/board`,
  /** POST {boardId, settings} (merged) */
  updateBoardSettings: `${base}/board/settings/update`,
  /** POST {boardId} → the deleted id */
  deleteBoard: `${base}/board/delete`,
  /** POST {boardId, listId, data: card fields, name required} */
  newCard: `${base}/card/new`,
  /** POST {boardId, data: {name}} */
  newList: `${base}/list/new`,
  /** POST {boardId, listId, listTitle} */
  renameList: `${base}/list/rename`,
  /** POST {boardId, listId}: the list and its cards */
  removeList: `${base}/list/remove`,
  /** POST {boardId, card} */
  updateCard: `${base}/card/update`,
  /** POST {boardId, cardId} */
  removeCard: `${base}/card/remove`,
  /** POST {boardId, lists}: the same lists and cards, cards moved within or between lists */
  orderCards: `${base}/card/order`,
  /** POST {boardId, lists}: the same lists in a new order */
  orderLists: `${base}/list/order`,
} as const;

/**
 * The scrumboard API, one declaration per endpoint (@chorus/domain's lib/contract.ts): what it takes and what it
 * answers (every change answers the updated board). scrumboard.handlers.ts implements each; the client calls
 * each with `call(scrumboardContracts.x, input)`.
 */
export const scrumboardContracts = {
  boards: contract.get(scrumboardPaths.boards, z.object({}), z.array(BoardSummarySchema)),
  newBoard: contract.post(scrumboardPaths.newBoard, NewBoardRequestSchema, BoardSchema),
  renameBoard: contract.post(scrumboardPaths.renameBoard, RenameBoardRequestSchema, BoardSchema),
  board: contract.get(scrumboardPaths.board, BoardQuerySchema, BoardSchema),
  updateBoardSettings: contract.post(
    scrumboardPaths.updateBoardSettings,
    UpdateBoardSettingsRequestSchema,
    BoardSchema,
  ),
  deleteBoard: contract.post(scrumboardPaths.deleteBoard, DeleteBoardRequestSchema, IdSchema),
  newCard: contract.post(scrumboardPaths.newCard, NewCardRequestSchema, BoardSchema),
  newList: contract.post(scrumboardPaths.newList, NewListRequestSchema, BoardSchema),
  renameList: contract.post(scrumboardPaths.renameList, RenameListRequestSchema, BoardSchema),
  removeList: contract.post(scrumboardPaths.removeList, RemoveListRequestSchema, BoardSchema),
  updateCard: contract.post(scrumboardPaths.updateCard, UpdateCardRequestSchema, BoardSchema),
  removeCard: contract.post(scrumboardPaths.removeCard, RemoveCardRequestSchema, BoardSchema),
  orderCards: contract.post(scrumboardPaths.orderCards, OrderRequestSchema, BoardSchema),
  orderLists: contract.post(scrumboardPaths.orderLists, OrderRequestSchema, BoardSchema),
};
