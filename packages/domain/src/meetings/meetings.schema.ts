/**
 * The meetings contract (MEETINGS.md): payloads, viewer-scoped responses, paths and error codes.
 * No msw here: the UI imports this file.
 *
 * Privacy is part of the contract: no response carries an author's or a voter's id, other people's
 * ideas before the reveal, hidden tallies, who the devil's advocate is, or who has not submitted.
 */

export { meetingPaths } from './meetings.paths';
export * from './meetings.settings';
export * from './meetings.views';
export * from './meetings.requests';
export * from './meetings.summary';
export * from './meetings.board';
