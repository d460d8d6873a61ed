export { Text } from './Text';
export type { TextProps, TextSize, TextTone, TextWeight } from './Text';
