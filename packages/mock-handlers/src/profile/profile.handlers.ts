import { profilePaths } from './profile.schema';
import { profileStore } from './profile.db';
import { STAFF_ROLES, guarded } from '../auth/auth.session';

const { get } = guarded(STAFF_ROLES);

export const profileHandlers = [
  get(profilePaths.timeline, () => profileStore.state.timeline),
  get(profilePaths.photosVideos, () => profileStore.state.photosVideos),
  get(profilePaths.about, () => profileStore.state.about),
];
