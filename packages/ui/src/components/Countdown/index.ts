export { Countdown, CountdownDisplay, describeTimeLeft } from './Countdown';
export type { CountdownDisplayProps, CountdownProps } from './Countdown';
export { useCountdown } from './useCountdown';
