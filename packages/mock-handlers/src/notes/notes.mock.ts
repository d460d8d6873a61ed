import { defineMock } from '../lib/mock';
import { notesHandlers } from './notes.handlers';

/** A template app (the navigation's Templates group: admin and staff). */
export const notesMock = defineMock({ id: 'notes', handlers: notesHandlers, access: 'staff' });
