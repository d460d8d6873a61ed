/** Typed calls to the profile endpoints of the contract, and their query keys. */
import { profileContracts } from '@chorus/mock-handlers/contracts';
import { call } from '../lib/call';

export const profileKeys = {
  all: ['profile'] as const,
  timeline: ['profile', 'timeline'] as const,
  photosVideos: ['profile', 'photos-videos'] as const,
  about: ['profile', 'about'] as const,
};

export const profileApi = {
  timeline: (signal?: AbortSignal) => call(profileContracts.timeline, {}, signal),
  photosVideos: (signal?: AbortSignal) => call(profileContracts.photosVideos, {}, signal),
  about: (signal?: AbortSignal) => call(profileContracts.about, {}, signal),
};
