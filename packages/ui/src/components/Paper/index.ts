export { Paper } from './Paper';
export type { PaperElevation, PaperPadding, PaperProps } from './Paper';
