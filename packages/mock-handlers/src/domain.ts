/**
 * The domain of the product's API for a real server (packages/server): the endpoint definitions of auth,
 * initiatives and meetings, the stored records and their seeds. No msw and no store: a server supplies the
 * context (lib/endpoints.ts) from its own storage.
 */
export * from './lib/endpoints';
export { ApiFailure } from './lib/errors';
export {
  type FirebaseTokenOptions,
  type FirebaseTokenVerifier,
  firebaseTokenVerifier,
  noFirebase,
} from './lib/firebaseToken';
export { ERROR_CODES } from './lib/schema';
export { SERVER_AUTH_MESSAGES, SIGN_IN_THROTTLE, authPaths } from './auth/auth.schema';
export { MAX_BODY_LENGTH, formatIssues, parseJsonText, parseWith, queryOf } from './lib/bodies';
export { authEndpoints, accessTokenFor, requireViewerWith } from './auth/auth.endpoints';
export { initiativeEndpoints } from './initiatives/initiatives.endpoints';
export { meetingEndpoints } from './meetings/meetings.endpoints';
export { contentSearchEndpoints } from './content-search/content-search.endpoints';
export { attachInvitations } from './initiatives/initiatives.invitations';
export type { PresenceEntry } from './meetings/meetings.presence';
export type { MeetingsData, Viewer } from './meetings/meetings.rules';
export { nextBellOf, settleMeeting } from './meetings/meetings.rules';
export type { Person } from './meetings/meetings.schema';
export * from './meetings/meetings.records';
export * from './initiatives/initiatives.records';
export * from './auth/auth.records';
export { IMAGE_PATHS, IMAGE_SVG_HEADERS, avatarSvg, avatarUrl, imageParam, pictureSvg } from './lib/images';
export { defaultSettings, defaultShortcuts, seedAuth } from './auth/auth.seed';
export { demoAccounts } from './auth/auth.accounts';
export { seedInitiatives } from './initiatives/initiatives.seed';
export { seedMeetings } from './meetings/meetings.seed';
