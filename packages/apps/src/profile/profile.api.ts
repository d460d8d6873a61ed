/** Typed calls to the profile endpoints of the contract, and their query keys. */
import { type About, type Album, type Timeline, profilePaths } from '@chorus/mock-handlers/contracts';
import { api } from '@chorus/shell';

export const profileKeys = {
  all: ['profile'] as const,
  timeline: ['profile', 'timeline'] as const,
  photosVideos: ['profile', 'photos-videos'] as const,
  about: ['profile', 'about'] as const,
};

export const profileApi = {
  timeline: (signal?: AbortSignal) => api.get<Timeline>(profilePaths.timeline, undefined, signal),
  photosVideos: (signal?: AbortSignal) => api.get<Album[]>(profilePaths.photosVideos, undefined, signal),
  about: (signal?: AbortSignal) => api.get<About>(profilePaths.about, undefined, signal),
};
