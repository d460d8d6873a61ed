import { defineMock } from '../lib/mock';
import { eCommerceHandlers } from './e-commerce.handlers';

/** A template app (the navigation's Templates group: admin and staff). */
export const eCommerceMock = defineMock({ id: 'eCommerce', handlers: eCommerceHandlers, access: 'staff' });
