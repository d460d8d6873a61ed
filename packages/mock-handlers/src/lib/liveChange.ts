/**
 * The window event a tab receives when the data changed elsewhere (another tab of the origin, through the
 * mock's tab sync; a real server's push channel may send it too). Screens refetch on it. No msw here: the
 * contracts entry exports it.
 */
export const REMOTE_CHANGE_EVENT = 'chorus:remote-change';
