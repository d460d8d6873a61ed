export { Countdown, describeTimeLeft } from './Countdown';
export type { CountdownProps } from './Countdown';
export { useCountdown } from './useCountdown';
