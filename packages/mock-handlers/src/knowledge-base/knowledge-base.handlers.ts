import { get } from '../lib/http';
import { knowledgeBaseContracts } from './knowledge-base.contracts';
import { knowledgeBaseStore } from './knowledge-base.db';

// Public (no session): the contract's path, answered as it is stored.
export const knowledgeBaseHandlers = [
  get(knowledgeBaseContracts.categories.path, () => knowledgeBaseStore.state),
];
