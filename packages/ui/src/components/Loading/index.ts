export { Loading, LOADING_DELAY_MS, useDelayedVisibility } from './Loading';
export type { LoadingProps } from './Loading';
export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
