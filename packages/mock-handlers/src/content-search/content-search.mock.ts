import { defineMock } from '../lib/mock';
import { contentSearchHandlers } from './content-search.handlers';

/** The toolbar's content search: every signed-in user, each seeing only what they may (its own tests). */
export const contentSearchMock = defineMock({
  id: 'contentSearch',
  handlers: contentSearchHandlers,
  access: 'signed-in',
});
