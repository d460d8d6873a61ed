import { defineMock } from '../lib/mock';
import { academyHandlers } from './academy.handlers';

/** A template app (the navigation's Templates group: admin and staff). */
export const academyMock = defineMock({ id: 'academy', handlers: academyHandlers, access: 'staff' });
