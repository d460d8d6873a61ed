export { ThemeRegion } from './ThemeRegion';
export type { ThemeRegionProps } from './ThemeRegion';
