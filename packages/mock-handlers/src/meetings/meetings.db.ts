import { defineStore } from '../lib/db';
import { type MeetingsState, MeetingsStateSchema } from './meetings.records';
import { seedMeetings } from './meetings.seed';

/** The meetings store of the mock database. The records and their rules are plain modules beside it. */
export const meetingsStore = defineStore<MeetingsState>({
  name: 'meetings',
  seed: seedMeetings,
  schema: MeetingsStateSchema,
});
