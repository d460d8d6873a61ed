import { defineMock } from '../lib/mock';
import { chatHandlers } from './chat.handlers';

/** A template app (the navigation's Templates group: admin and staff). */
export const chatMock = defineMock({ id: 'chat', handlers: chatHandlers, access: 'staff' });
