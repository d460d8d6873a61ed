import { defineMock } from '../lib/mock';
import { knowledgeBaseHandlers } from './knowledge-base.handlers';

/** The data of the public /pages/knowledge-base page. */
export const knowledgeBaseMock = defineMock({
  id: 'knowledgeBase',
  handlers: knowledgeBaseHandlers,
  access: 'public',
});
