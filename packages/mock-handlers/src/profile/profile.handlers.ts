import { profileContracts } from './profile.contracts';
import { profileStore } from './profile.db';
import { STAFF_ROLES, guarded } from '../auth/auth.session';

const { serve } = guarded(STAFF_ROLES);

export const profileHandlers = [
  serve(profileContracts.timeline, () => profileStore.state.timeline),
  serve(profileContracts.photosVideos, () => profileStore.state.photosVideos),
  serve(profileContracts.about, () => profileStore.state.about),
];
