export { QueryStatus } from './QueryStatus';
export type { QueryLike, QueryStatusProps } from './QueryStatus';
export { queryStatusOf } from './queryStatusOf';
export type { QueryStatusKind } from './queryStatusOf';
