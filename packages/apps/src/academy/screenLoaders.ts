/**
 * The app's screens, each loaded on its route. Kept out of index.ts (in the sign-in page's bundle): each
 * dynamic import carries the list of chunks to preload with it.
 */
export const coursesScreen = () => import('./screens/CoursesScreen/CoursesScreen');
export const courseScreen = () => import('./screens/CourseScreen/CourseScreen');
