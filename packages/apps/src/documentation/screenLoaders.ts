/**
 * The documentation's screen, loaded on its routes. Kept out of index.ts (in the sign-in page's bundle): the
 * dynamic import carries the list of chunks to preload with it.
 */
export const documentationScreen = () => import('./screens/DocumentationScreen');
