/**
 * Moves on a board's lists, pure: a card to a list and position, a list to a position, and the keyboard's
 * steps (up and down within a list, to the neighbouring list). Each answers new lists (the old untouched).
 */
import type { BoardList } from '@chorus/mock-handlers/contracts';

/** Where a card stands: its list, its index there, and how many cards the list holds. */
export interface CardPlace {
  listId: string;
  index: number;
  count: number;
}

export function cardPlace(lists: readonly BoardList[], cardId: string): CardPlace | undefined {
  for (const list of lists) {
    const index = list.idCards.indexOf(cardId);
    if (index >= 0) return { listId: list.id, index, count: list.idCards.length };
  }
  return undefined;
}

/** The card taken from its list and put in `toListId` at `toIndex` (clamped to the list). */
export function moveCard(
  lists: readonly BoardList[],
  cardId: string,
  toListId: string,
  toIndex: number,
): BoardList[] {
  if (!lists.some((list) => list.id === toListId) || !cardPlace(lists, cardId)) return [...lists];
  const without = lists.map((list) =>
    list.idCards.includes(cardId) ? { ...list, idCards: list.idCards.filter((id) => id !== cardId) } : list,
  );
  return without.map((list) => {
    if (list.id !== toListId) return list;
    const at = Math.max(0, Math.min(toIndex, list.idCards.length));
    return { ...list, idCards: [...list.idCards.slice(0, at), cardId, ...list.idCards.slice(at)] };
  });
}

/** The list put at `toIndex` (clamped) among the lists. */
export function moveList(lists: readonly BoardList[], listId: string, toIndex: number): BoardList[] {
  const from = lists.findIndex((list) => list.id === listId);
  if (from < 0) return [...lists];
  const rest = lists.filter((list) => list.id !== listId);
  const at = Math.max(0, Math.min(toIndex, rest.length));
  return [...rest.slice(0, at), lists[from] as BoardList, ...rest.slice(at)];
}

/** A keyboard step: up and down within the list, back and forward to the neighbouring list. */
export type Step = 'up' | 'down' | 'back' | 'forward';

/** The card one step on, or undefined when it can't go that way (the first or last place, the end lists). */
export function stepCard(lists: readonly BoardList[], cardId: string, step: Step): BoardList[] | undefined {
  const place = cardPlace(lists, cardId);
  if (!place) return undefined;
  if (step === 'up' || step === 'down') {
    const to = place.index + (step === 'up' ? -1 : 1);
    if (to < 0 || to >= place.count) return undefined;
    return moveCard(lists, cardId, place.listId, to);
  }
  const listIndex = lists.findIndex((list) => list.id === place.listId);
  const target = lists[listIndex + (step === 'back' ? -1 : 1)];
  if (!target) return undefined;
  return moveCard(lists, cardId, target.id, place.index);
}

/** The list one step back or forward, or undefined at either end. */
export function stepList(lists: readonly BoardList[], listId: string, step: Step): BoardList[] | undefined {
  const from = lists.findIndex((list) => list.id === listId);
  const to = from + (step === 'back' || step === 'up' ? -1 : 1);
  if (from < 0 || to < 0 || to >= lists.length) return undefined;
  return moveList(lists, listId, to);
}

/** The same cards in the same lists, in the same order. */
export function sameOrder(a: readonly BoardList[], b: readonly BoardList[]): boolean {
  return (
    a.length === b.length &&
    a.every((list, i) => list.id === b[i]?.id && list.idCards.join('\n') === b[i]?.idCards.join('\n'))
  );
}
