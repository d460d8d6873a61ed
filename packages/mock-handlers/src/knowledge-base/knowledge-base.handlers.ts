import { get } from '../lib/http';
import { knowledgeBasePaths } from './knowledge-base.schema';
import { knowledgeBaseStore } from './knowledge-base.db';

export const knowledgeBaseHandlers = [get(knowledgeBasePaths.categories, () => knowledgeBaseStore.state)];
