/**
 * The UI pages' screens, each loaded on its route. Kept out of index.ts (in the sign-in page's bundle): each
 * dynamic import carries the list of chunks to preload with it.
 */
export const iconsScreen = () => import('./screens/IconsScreen');
export const typographyScreen = () => import('./screens/TypographyScreen');
export const helperClassesScreen = () => import('./screens/HelperClassesScreen');
export const pageLayoutScreen = () => import('./screens/PageLayoutScreen');
