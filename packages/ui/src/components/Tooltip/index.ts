export { Tooltip, TooltipProvider } from './Tooltip';
export type { TooltipProps } from './Tooltip';
