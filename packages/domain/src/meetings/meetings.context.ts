import type { Contract } from '../lib/contract';
import type { Viewer } from '../auth/auth.people';
import type { InitiativesState } from '../initiatives/initiatives.records';
import { type EndpointOf, endpointDefiner } from '../lib/endpoints';
import type { MeetingsData } from './meetings.rules';

/** What the initiatives and meetings endpoints run on: the signed-in viewer and the data in scope. */
export interface DataContext {
  request: Request;
  viewer: Viewer;
  data: MeetingsData;
  /** The initiatives and their invitations (the same initiatives as `data.initiatives`). */
  initiatives: InitiativesState;
  /** The account with this (lower-case) e-mail, if any: for invitations. */
  accountOf: (email: string) => string | undefined;
  now: number;
  /** Tells the others that something not stored changed (presence), for the given meeting. */
  notify(meetingId: string): void;
}

export type DataEndpoint<Ct extends Contract = Contract> = EndpointOf<'data', DataContext, Ct>;

/** The definers of the initiatives and meetings endpoints (a signed-in viewer). */
export const dataEndpoint = endpointDefiner<'data', DataContext>('data');
