import { z } from 'zod';
import { defineStore } from '../lib/db';
import { AboutSchema, AlbumSchema, TimelineSchema } from './profile.schema';
import { seedProfile, type ProfileState } from './profile.seed';

export const profileStore = defineStore<ProfileState>({
  name: 'profile',
  seed: seedProfile,
  schema: z.object({ timeline: TimelineSchema, photosVideos: z.array(AlbumSchema), about: AboutSchema }),
  persist: false,
});
