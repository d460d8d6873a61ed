export { ApiError, api, apiRequest, buildApiUrl } from './apiRequest';
export type { ApiRequestOptions, QueryValue } from './apiRequest';
export { requestToken, setTabBearer, tabBearer } from './tabBearer';
