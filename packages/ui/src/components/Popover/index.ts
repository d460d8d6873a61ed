export { Popover, PopoverAnchor, PopoverClose, PopoverContent, PopoverTrigger } from './Popover';
export type { PopoverContentProps } from './Popover';
