import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/style';

export const base = style(inComponents({ fontFamily: vars.font.body, margin: 0 }));

export const tone = styleVariants({
  default: inComponents({ color: vars.color.text }),
  muted: inComponents({ color: vars.color.textMuted }),
  inherit: inComponents({ color: 'inherit' }),
  accent: inComponents({ color: vars.color.accentSoftText }),
  critical: inComponents({ color: vars.color.criticalSoftText }),
  warning: inComponents({ color: vars.color.warningSoftText }),
  positive: inComponents({ color: vars.color.positiveSoftText }),
  info: inComponents({ color: vars.color.infoSoftText }),
});

const lineHeightFor = (size: keyof typeof vars.fontSize) =>
  ['xxl', 'xxxl', 'display'].includes(size) ? vars.lineHeight.tight : vars.lineHeight.normal;

export const size = styleVariants(vars.fontSize, (value, key) =>
  inComponents({ fontSize: value, lineHeight: lineHeightFor(key) }),
);
export const weight = styleVariants(vars.fontWeight, (value) => inComponents({ fontWeight: value }));
export const align = styleVariants({ start: 'start', center: 'center', end: 'end' } as const, (value) =>
  inComponents({ textAlign: value }),
);

export const truncate = style(
  inComponents({ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
);

export const heading = style(
  inComponents({
    fontFamily: vars.font.heading,
    color: vars.color.text,
    letterSpacing: '-0.01em',
  }),
);
