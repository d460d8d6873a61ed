/** The content template pages' frame: a title row (with the page's actions) and the content's padding. */
import { vars } from '@chorus/ui/theme';
import { style } from '@vanilla-extract/css';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  justifyContent: 'space-between',
});
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});
export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlock: vars.space.lg,
  minInlineSize: 0,
});
