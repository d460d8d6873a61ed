/**
 * The template pages' screens, each loaded on its routes. Kept out of index.ts (in the sign-in page's bundle):
 * each dynamic import carries the list of chunks to preload with it.
 */
export const authTemplatePage = () => import('./screens/AuthTemplatePage');
export const errorTemplatePage = () => import('./screens/ErrorTemplatePage');
export const comingSoonPage = () => import('./screens/ComingSoonPage');
export const maintenancePage = () => import('./screens/MaintenancePage');
