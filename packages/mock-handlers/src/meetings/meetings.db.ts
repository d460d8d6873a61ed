import { defineStore } from '../lib/db';
import { z } from 'zod';
import { type MeetingsState, MeetingsStateSchema, type PresenceEntry, seedMeetings } from '@chorus/domain';

/** The meetings store of the mock database. The records and their rules are plain modules beside it. */
export const meetingsStore = defineStore<MeetingsState>({
  name: 'meetings',
  seed: seedMeetings,
  schema: MeetingsStateSchema,
});

/** Who has a meeting open: in memory only (presence is news of the moment, not data to keep). */
export const presenceStore = defineStore<{ entries: PresenceEntry[] }>({
  name: 'meetingPresence',
  seed: () => ({ entries: [] }),
  schema: z.object({
    entries: z.array(
      z.object({
        meetingId: z.string(),
        userId: z.string(),
        seenAt: z.number(),
        since: z.number().optional(),
      }),
    ),
  }),
  persist: false,
});
