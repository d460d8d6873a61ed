export { Heading } from './Heading';
export type { HeadingLevel, HeadingProps } from './Heading';
