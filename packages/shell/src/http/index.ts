export { ApiError, api, apiRequest, buildApiUrl } from './apiRequest';
export type { ApiRequestOptions, QueryValue } from './apiRequest';
