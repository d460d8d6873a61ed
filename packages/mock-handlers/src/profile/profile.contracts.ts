import { z } from 'zod';
import { contract } from '@chorus/domain/contracts';
import { AboutSchema, AlbumSchema, TimelineSchema } from './profile.schema';

export const profilePaths = {
  timeline: '/api/profile/timeline',
  photosVideos: '/api/profile/photos-videos',
  about: '/api/profile/about',
} as const;

/**
 * The profile API, one declaration per endpoint (@chorus/domain's lib/contract.ts): what it takes and what it
 * answers. profile.handlers.ts implements each; the client calls each with `call(profileContracts.x, input)`.
 */
export const profileContracts = {
  timeline: contract.get(profilePaths.timeline, z.object({}), TimelineSchema),
  photosVideos: contract.get(profilePaths.photosVideos, z.object({}), z.array(AlbumSchema)),
  about: contract.get(profilePaths.about, z.object({}), AboutSchema),
};
