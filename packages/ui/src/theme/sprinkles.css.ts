import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { mediaQueries } from './breakpoints';
import { vars } from './contract.css';
import { utilities } from './layers.css';

const space = vars.space;

const responsiveProperties = defineProperties({
  '@layer': utilities,
  conditions: {
    mobile: {},
    tablet: { '@media': mediaQueries.tablet },
    desktop: { '@media': mediaQueries.desktop },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    alignSelf: ['auto', 'stretch', 'flex-start', 'center', 'flex-end'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    gap: space,
    rowGap: space,
    columnGap: space,
    paddingBlockStart: space,
    paddingBlockEnd: space,
    paddingInlineStart: space,
    paddingInlineEnd: space,
    marginBlockStart: space,
    marginBlockEnd: space,
    marginInlineStart: { ...space, auto: 'auto' },
    marginInlineEnd: { ...space, auto: 'auto' },
    inlineSize: ['auto', '100%', 'fit-content'],
    blockSize: ['auto', '100%'],
    textAlign: ['start', 'center', 'end'],
    position: ['static', 'relative', 'absolute', 'sticky'],
  },
  shorthands: {
    padding: ['paddingBlockStart', 'paddingBlockEnd', 'paddingInlineStart', 'paddingInlineEnd'],
    paddingBlock: ['paddingBlockStart', 'paddingBlockEnd'],
    paddingInline: ['paddingInlineStart', 'paddingInlineEnd'],
    margin: ['marginBlockStart', 'marginBlockEnd', 'marginInlineStart', 'marginInlineEnd'],
    marginBlock: ['marginBlockStart', 'marginBlockEnd'],
    marginInline: ['marginInlineStart', 'marginInlineEnd'],
  },
});

const colorProperties = defineProperties({
  '@layer': utilities,
  conditions: {
    default: {},
    hover: { selector: '&:hover' },
    focusVisible: { selector: '&:focus-visible' },
  },
  defaultCondition: 'default',
  properties: {
    color: {
      text: vars.color.text,
      textMuted: vars.color.textMuted,
      accent: vars.color.accentSoftText,
      critical: vars.color.criticalSoftText,
      warning: vars.color.warningSoftText,
      positive: vars.color.positiveSoftText,
      info: vars.color.infoSoftText,
      inherit: 'inherit',
    },
    background: {
      surface: vars.color.surface,
      surfaceRaised: vars.color.surfaceRaised,
      surfaceSunken: vars.color.surfaceSunken,
      surfaceHover: vars.color.surfaceHover,
      accentSoft: vars.color.accentSoft,
      neutralSoft: vars.color.neutralSoft,
      criticalSoft: vars.color.criticalSoft,
      warningSoft: vars.color.warningSoft,
      positiveSoft: vars.color.positiveSoft,
      infoSoft: vars.color.infoSoft,
      transparent: 'transparent',
    },
  },
});

const staticProperties = defineProperties({
  '@layer': utilities,
  properties: {
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    overflow: ['hidden', 'auto', 'visible'],
    minInlineSize: [0],
    borderWidth: { none: '0', thin: '1px' },
    borderStyle: ['solid'],
    borderColor: { border: vars.color.border, borderStrong: vars.color.borderStrong },
    fontFamily: vars.font,
    fontSize: vars.fontSize,
    fontWeight: vars.fontWeight,
    lineHeight: vars.lineHeight,
  },
});

/** Typed atomic styles over the contract, in the utilities layer. Logical properties only (RTL-safe). */
export const sprinkles = createSprinkles(responsiveProperties, colorProperties, staticProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
