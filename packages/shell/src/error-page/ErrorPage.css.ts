import { vars } from '../lib/themeVars';
import { style } from '@vanilla-extract/css';

/** The page fills the content area and centres its column. */
export const page = style({ flex: 1, color: vars.color.text });
/** The status code, large and muted. */
export const code = style({
  margin: 0,
  fontSize: 'clamp(3rem, 12vw, 6rem)',
  fontWeight: 800,
  lineHeight: 1,
  color: vars.color.textMuted,
});
export const message = style({ maxInlineSize: 480 });
