import { defineMock } from '../lib/mock';
import { scrumboardHandlers } from './scrumboard.handlers';

/** A template app (the navigation's Templates group: admin and staff). */
export const scrumboardMock = defineMock({ id: 'scrumboard', handlers: scrumboardHandlers, access: 'staff' });
