import { defineMock } from '../lib/mock';
import { searchHandlers } from './search.handlers';

/** A template page (the navigation's Templates group: admin and staff). */
export const searchMock = defineMock({ id: 'search', handlers: searchHandlers, access: 'staff' });
