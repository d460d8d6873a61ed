/**
 * The app's screen, loaded on its route. Kept out of index.ts (in the sign-in page's bundle): the dynamic
 * import carries the list of chunks to preload with it.
 */
export const fileManagerScreen = () => import('./screens/FileManagerScreen/FileManagerScreen');
