export { RadioGroup, RadioGroupItem } from './RadioGroup';
export type { RadioGroupItemProps, RadioGroupOption, RadioGroupProps } from './RadioGroup';
