import { get } from '../lib/http';
import { profilePaths } from './profile.schema';
import { profileStore } from './profile.db';

export const profileHandlers = [
  get(profilePaths.timeline, () => profileStore.state.timeline),
  get(profilePaths.photosVideos, () => profileStore.state.photosVideos),
  get(profilePaths.about, () => profileStore.state.about),
];
