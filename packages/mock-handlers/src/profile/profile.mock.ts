import { defineMock } from '../lib/mock';
import { profileHandlers } from './profile.handlers';

/** A template page (the navigation's Templates group: admin and staff). */
export const profileMock = defineMock({ id: 'profile', handlers: profileHandlers, access: 'staff' });
