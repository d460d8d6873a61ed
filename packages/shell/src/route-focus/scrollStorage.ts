/** Where the scroll positions of visited pages are kept (sessionStorage), by history entry. */
export const SCROLL_STORAGE_KEY = 'chorus.scroll';
