import { type DataContext, dataEndpoint } from '../meetings/meetings.context';
import { contentSearchContracts } from './content-search.contracts';
import { PRODUCT_KINDS, productHits } from './content-search.match';
import type { ContentSearchQuery, ContentSearchResponse } from './content-search.schema';

/**
 * The content search as an endpoint definition (lib/endpoints.ts): what a server answers, initiatives and
 * meetings the viewer may see. The mock (content-search.handlers.ts) adds the template apps to the same answer.
 */
export function searchProduct(
  { q }: ContentSearchQuery,
  { data, viewer }: Pick<DataContext, 'data' | 'viewer'>,
): ContentSearchResponse {
  return { results: productHits(data, viewer, q), searched: [...PRODUCT_KINDS] };
}

export const contentSearchEndpoints = [dataEndpoint(contentSearchContracts.search, searchProduct)];
