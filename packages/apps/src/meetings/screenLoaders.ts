/**
 * The app's screens, each loaded on its route. Kept out of index.ts (in the sign-in page's bundle): each
 * dynamic import carries the list of chunks to preload with it, and that list loads with the app's first route.
 */
export const meetingsPage = () => import('./screens/MeetingsPage');
export const meetingDetailsPage = () => import('./screens/MeetingDetailsPage');
export const guestMeetingPage = () => import('./screens/GuestMeetingPage');
