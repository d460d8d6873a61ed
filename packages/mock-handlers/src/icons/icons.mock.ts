import { defineMock } from '../lib/mock';
import { iconsHandlers } from './icons.handlers';

/** The icon catalogue of the public /ui/icons page. */
export const iconsMock = defineMock({ id: 'icons', handlers: iconsHandlers, access: 'public' });
