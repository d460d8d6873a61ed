import { defineMock } from '../lib/mock';
import { authHandlers } from './auth.handlers';

/** Sign-in, register, tokens: public by design, held to §8 by their own tests. */
export const authMock = defineMock({ id: 'auth', handlers: authHandlers, access: 'own rules' });
