import { defineMock } from '../lib/mock';
import { faqHandlers } from './faq.handlers';

/** The data of the public /pages/faq page. */
export const faqMock = defineMock({ id: 'faq', handlers: faqHandlers, access: 'public' });
