import { removeByIds, replaceById, requireById } from '../lib/collection';
import { badRequest, createId, notFound } from '@chorus/domain';
import { BOARD_NOT_FOUND, type Board, type BoardList, type Card } from './scrumboard.schema';
import { scrumboardContracts } from './scrumboard.contracts';
import { scrumboardStore } from './scrumboard.db';
import { DEFAULT_BOARD_LABELS, slug } from './scrumboard.seed';
import { STAFF_ROLES, guarded } from '../auth/auth.session';

const { serve } = guarded(STAFF_ROLES);

const boardOf = (boardId: string): Board =>
  scrumboardStore.state.boards.find((board) => board.id === boardId) ?? notFound(BOARD_NOT_FOUND);

function checkCardRefs(board: Board, card: Pick<Card, 'idMembers' | 'idLabels'>): void {
  const members = card.idMembers.filter((id) => !board.members.some((member) => member.id === id));
  const labels = card.idLabels.filter((id) => !board.labels.some((label) => label.id === id));
  if (members.length > 0) badRequest(`Unknown member ${members.join(', ')}`);
  if (labels.length > 0) badRequest(`Unknown label ${labels.join(', ')}`);
}

/** A copied board holds each list and card once, every card in one list, and knows every member and label its cards name. */
function checkCopy(board: Board): void {
  const unique = (ids: string[], what: string) => {
    if (new Set(ids).size !== ids.length) badRequest(`${what} ids must be unique`);
  };
  unique(
    board.lists.map((list) => list.id),
    'List',
  );
  unique(
    board.cards.map((card) => card.id),
    'Card',
  );
  const placed = board.lists.flatMap((list) => list.idCards);
  unique(placed, 'A card in the lists:');
  const cardIds = new Set(board.cards.map((card) => card.id));
  const unknown = placed.filter((id) => !cardIds.has(id));
  if (unknown.length > 0) badRequest(`Unknown card ${unknown.join(', ')}`);
  if (placed.length !== cardIds.size) badRequest('every card must be in one list');
  for (const card of board.cards) checkCardRefs(board, card);
}

/** The new lists must hold exactly the board's lists and cards (each card once). */
function checkOrder(board: Board, lists: BoardList[]): void {
  const sameSet = (a: string[], b: string[]) =>
    a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');
  if (
    !sameSet(
      lists.map((list) => list.id),
      board.lists.map((list) => list.id),
    )
  ) {
    badRequest('lists must contain every list of the board exactly once');
  }
  const cardIds = lists.flatMap((list) => list.idCards);
  if (
    !sameSet(
      cardIds,
      board.lists.flatMap((list) => list.idCards),
    )
  ) {
    badRequest('lists must contain every card of the board exactly once');
  }
}

export const scrumboardHandlers = [
  serve(scrumboardContracts.boards, () =>
    scrumboardStore.state.boards.map(({ id, name, uri }) => ({ id, name, uri })),
  ),
  serve(scrumboardContracts.board, ({ boardId }) => boardOf(boardId)),

  serve(scrumboardContracts.newBoard, ({ board: input }) => {
    const { name } = input;
    const board: Board = {
      id: createId(),
      name,
      uri: input.uri ?? slug(name),
      settings: { color: '', subscribed: true, cardCoverImages: true, ...input.settings },
      lists: input.lists ?? [],
      cards: input.cards ?? [],
      members: input.members ?? [],
      labels: input.labels ?? structuredClone(DEFAULT_BOARD_LABELS),
    };
    checkCopy(board);
    scrumboardStore.state.boards.push(board);
    return board;
  }),
  serve(scrumboardContracts.renameBoard, ({ boardId, boardTitle }) => {
    const board = boardOf(boardId);
    board.name = boardTitle;
    return board;
  }),
  serve(scrumboardContracts.updateBoardSettings, ({ boardId, settings }) => {
    const board = boardOf(boardId);
    board.settings = { ...board.settings, ...settings };
    return board;
  }),
  serve(scrumboardContracts.deleteBoard, ({ boardId }) => {
    boardOf(boardId);
    removeByIds(scrumboardStore.state.boards, [boardId]);
    return boardId;
  }),
  serve(scrumboardContracts.newCard, ({ boardId, listId, data }) => {
    const board = boardOf(boardId);
    const list = requireById(board.lists, listId, 'List');
    const card: Card = {
      description: '',
      idAttachmentCover: '',
      idMembers: [],
      idLabels: [],
      attachments: [],
      subscribed: true,
      checklists: [],
      activities: [],
      due: null,
      ...data,
      id: createId(),
    };
    checkCardRefs(board, card);
    board.cards.push(card);
    list.idCards.push(card.id);
    return board;
  }),
  serve(scrumboardContracts.newList, ({ boardId, data }) => {
    const board = boardOf(boardId);
    board.lists.push({ id: createId(), name: data.name, idCards: [] });
    return board;
  }),
  serve(scrumboardContracts.renameList, ({ boardId, listId, listTitle }) => {
    const board = boardOf(boardId);
    requireById(board.lists, listId, 'List').name = listTitle;
    return board;
  }),
  serve(scrumboardContracts.removeList, ({ boardId, listId }) => {
    const board = boardOf(boardId);
    const list = requireById(board.lists, listId, 'List');
    removeByIds(board.cards, list.idCards);
    removeByIds(board.lists, [listId]);
    return board;
  }),
  serve(scrumboardContracts.updateCard, ({ boardId, card }) => {
    const board = boardOf(boardId);
    requireById(board.cards, card.id, 'Card');
    checkCardRefs(board, card);
    replaceById(board.cards, card);
    return board;
  }),
  serve(scrumboardContracts.removeCard, ({ boardId, cardId }) => {
    const board = boardOf(boardId);
    requireById(board.cards, cardId, 'Card');
    removeByIds(board.cards, [cardId]);
    for (const list of board.lists) list.idCards = list.idCards.filter((id) => id !== cardId);
    return board;
  }),
  serve(scrumboardContracts.orderCards, ({ boardId, lists }) => {
    const board = boardOf(boardId);
    checkOrder(board, lists);
    const byId = new Map(lists.map((list) => [list.id, list.idCards]));
    for (const list of board.lists) list.idCards = byId.get(list.id) ?? list.idCards;
    return board;
  }),
  serve(scrumboardContracts.orderLists, ({ boardId, lists }) => {
    const board = boardOf(boardId);
    checkOrder(board, lists);
    board.lists = lists.map((list) => requireById(board.lists, list.id, 'List'));
    return board;
  }),
];
