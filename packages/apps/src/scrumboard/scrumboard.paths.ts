/** The scrumboard's routes (§2): /apps/scrumboard/boards and /apps/scrumboard/boards/{boardId}/{boardUri?}. */
export const SCRUMBOARD_BASE = '/apps/scrumboard/boards';

export const boardPath = (board: { id: string; uri: string }) =>
  `${SCRUMBOARD_BASE}/${encodeURIComponent(board.id)}/${encodeURIComponent(board.uri)}`;
