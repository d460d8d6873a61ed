import { describe, expect, test } from 'vitest';
import { api, apiPost, useMockServer } from '../test/server';
import { scrumboardStore } from './scrumboard.db';
import { BOARD_NOT_FOUND, type Board, type BoardList, type Card } from './scrumboard.schema';
import { scrumboardPaths as paths } from './scrumboard.contracts';

useMockServer({ signedInAs: 'host' });

const board = () => scrumboardStore.state.boards[0] as Board;
const boardId = 'board-1';
const list0 = () => board().lists[0] as BoardList;

describe('boards', () => {
  test('five boards with cards, listed as id, name and uri', async () => {
    const { body } = await api(paths.boards);
    expect(body).toHaveLength(5);
    expect(Object.keys(body[0]).sort()).toEqual(['id', 'name', 'uri']);
    expect(scrumboardStore.state.boards.every((entry) => entry.cards.length > 0)).toBe(true);
  });

  test('one board by id; an unknown board is a 404 with the spec message on every call', async () => {
    expect((await api(paths.board, { query: { boardId } })).body.name).toBe(board().name);
    const missing = await api(paths.board, { query: { boardId: 'nope' } });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(BOARD_NOT_FOUND);
    const calls: Array<[string, object]> = [
      [paths.renameBoard, { boardTitle: 'x' }],
      [paths.updateBoardSettings, { settings: {} }],
      [paths.deleteBoard, {}],
      [paths.newList, { data: { name: 'x' } }],
      [paths.removeCard, { cardId: 'x' }],
      [paths.orderLists, { lists: [] }],
    ];
    for (const [path, body] of calls) {
      const result = await apiPost(path, { boardId: 'nope', ...body });
      expect(result.status).toBe(404);
      expect(result.body.error.message).toBe(BOARD_NOT_FOUND);
    }
  });

  test('board/new, rename, settings/update and delete', async () => {
    const created = await apiPost(paths.newBoard, { board: { name: 'Retro Board' } });
    expect(created.body).toMatchObject({ name: 'Retro Board', uri: 'retro-board', lists: [], cards: [] });
    expect(scrumboardStore.state.boards).toHaveLength(6);
    expect((await apiPost(paths.renameBoard, { boardId, boardTitle: 'Renamed' })).body.name).toBe('Renamed');
    expect(board().name).toBe('Renamed');
    await apiPost(paths.updateBoardSettings, { boardId, settings: { subscribed: true, color: 'red' } });
    expect(board().settings).toMatchObject({ subscribed: true, color: 'red', cardCoverImages: true });
    expect((await apiPost(paths.deleteBoard, { boardId: created.body.id })).body).toBe(created.body.id);
    expect(scrumboardStore.state.boards).toHaveLength(5);
  });

  test('board/new keeps what a copy carries: lists, cards, members and labels', async () => {
    const source = structuredClone(board());
    const { status, body } = await apiPost(paths.newBoard, {
      board: {
        name: 'Copy of ACME',
        lists: source.lists,
        cards: source.cards,
        members: source.members,
        labels: source.labels,
      },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: 'Copy of ACME', uri: 'copy-of-acme', lists: source.lists });
    expect(body.cards).toEqual(source.cards);
    expect(body.members).toEqual(source.members);
    const stored = scrumboardStore.state.boards.at(-1) as Board;
    expect(stored.id).not.toBe(source.id);
    expect(stored.cards).toHaveLength(source.cards.length);
  });

  test('a copy whose lists and cards disagree is refused and stores nothing', async () => {
    const source = structuredClone(board());
    const count = scrumboardStore.state.boards.length;
    const cases = [
      // a card in no list
      { lists: source.lists.map((list) => ({ ...list, idCards: [] })), cards: source.cards },
      // a list naming a card that isn't there
      { lists: source.lists, cards: source.cards.slice(1) },
      // a card in two lists
      {
        lists: source.lists.map((list, i) =>
          i === 1 ? { ...list, idCards: [...list.idCards, ...(source.lists[0]?.idCards ?? [])] } : list,
        ),
        cards: source.cards,
      },
      // a card naming a member the copy doesn't carry
      { lists: source.lists, cards: source.cards, members: [] },
    ];
    for (const copy of cases) {
      const { status, body } = await apiPost(paths.newBoard, {
        board: { name: 'Bad copy', labels: source.labels, ...copy },
      });
      expect(status).toBe(400);
      expect(body.error.message).toMatch(/card|member|list/i);
    }
    expect(scrumboardStore.state.boards).toHaveLength(count);
  });

  test('malformed board payloads change nothing', async () => {
    const before = structuredClone(scrumboardStore.state.boards);
    expect((await apiPost(paths.renameBoard, { boardId, boardTitle: '' })).status).toBe(400);
    expect(
      (await apiPost(paths.updateBoardSettings, { boardId, settings: { subscribed: 'yes' } })).status,
    ).toBe(400);
    expect((await apiPost(paths.newBoard, { board: { name: 'x'.repeat(300) } })).status).toBe(400);
    expect(scrumboardStore.state.boards).toEqual(before);
  });
});

describe('lists and cards', () => {
  test('card/new adds a card to the list; unknown list or label is rejected', async () => {
    const count = list0().idCards.length;
    const { body } = await apiPost(paths.newCard, {
      boardId,
      listId: list0().id,
      data: { name: 'New card' },
    });
    const card = body.cards.at(-1) as Card;
    expect(card).toMatchObject({ name: 'New card', due: null, idLabels: [] });
    expect(list0().idCards).toHaveLength(count + 1);
    expect((await apiPost(paths.newCard, { boardId, listId: 'nope', data: { name: 'x' } })).status).toBe(404);
    const badLabel = await apiPost(paths.newCard, {
      boardId,
      listId: list0().id,
      data: { name: 'x', idLabels: ['no'] },
    });
    expect(badLabel.status).toBe(400);
    expect(list0().idCards).toHaveLength(count + 1);
  });

  test('list/new, list/rename and list/remove (with its cards)', async () => {
    const { body } = await apiPost(paths.newList, { boardId, data: { name: 'Parking lot' } });
    const list = body.lists.at(-1) as BoardList;
    expect(list.name).toBe('Parking lot');
    await apiPost(paths.renameList, { boardId, listId: list.id, listTitle: 'Later' });
    expect(board().lists.at(-1)?.name).toBe('Later');
    const removed = list0();
    await apiPost(paths.removeList, { boardId, listId: removed.id });
    expect(board().lists.some((entry) => entry.id === removed.id)).toBe(false);
    expect(board().cards.some((card) => removed.idCards.includes(card.id))).toBe(false);
    expect((await apiPost(paths.renameList, { boardId, listId: 'nope', listTitle: 'x' })).status).toBe(404);
  });

  test('card/update replaces the card; card/remove removes it from its list', async () => {
    const card = { ...(board().cards[0] as Card), name: 'Updated', due: null };
    expect((await apiPost(paths.updateCard, { boardId, card })).status).toBe(200);
    expect(board().cards[0]?.name).toBe('Updated');
    expect((await apiPost(paths.updateCard, { boardId, card: { ...card, id: 'nope' } })).status).toBe(404);
    expect((await apiPost(paths.updateCard, { boardId, card: { ...card, subscribed: 1 } })).status).toBe(400);
    await apiPost(paths.removeCard, { boardId, cardId: card.id });
    expect(board().cards.some((entry) => entry.id === card.id)).toBe(false);
    expect(board().lists.some((list) => list.idCards.includes(card.id))).toBe(false);
  });

  test('card/order moves a card between lists; list/order reorders lists', async () => {
    const lists = structuredClone(board().lists);
    const moved = lists[0]?.idCards.shift() as string;
    lists[1]?.idCards.unshift(moved);
    await apiPost(paths.orderCards, { boardId, lists });
    expect(board().lists[1]?.idCards[0]).toBe(moved);
    const reversed = structuredClone(board().lists).reverse();
    await apiPost(paths.orderLists, { boardId, lists: reversed });
    expect(board().lists.map((list) => list.id)).toEqual(reversed.map((list) => list.id));
  });

  test('an order that loses or invents a card or list changes nothing', async () => {
    const before = structuredClone(board());
    const lost = structuredClone(board().lists);
    lost[0]?.idCards.pop();
    expect((await apiPost(paths.orderCards, { boardId, lists: lost })).status).toBe(400);
    expect((await apiPost(paths.orderLists, { boardId, lists: board().lists.slice(1) })).status).toBe(400);
    expect((await apiPost(paths.orderCards, { boardId, lists: 'x' })).status).toBe(400);
    expect(board()).toEqual(before);
  });
});
