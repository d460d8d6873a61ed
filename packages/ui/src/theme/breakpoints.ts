/** Responsive conditions, mobile first: mobile from 0, tablet from 600px, desktop from 960px. */
export const breakpoints = { mobile: 0, tablet: 600, desktop: 960 } as const;
export type Breakpoint = keyof typeof breakpoints;

export const mediaQueries = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
} as const;
