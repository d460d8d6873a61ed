import { contract } from '../lib/contract';
import {
  ContentSearchQuerySchema,
  ContentSearchResponseSchema,
  contentSearchPaths,
} from './content-search.schema';

/** The content search, one declaration (lib/contract.ts): the mock adds the template apps' hits to the domain's. */
export const contentSearchContracts = {
  search: contract.get(contentSearchPaths.search, ContentSearchQuerySchema, ContentSearchResponseSchema),
};
