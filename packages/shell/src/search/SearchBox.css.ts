import { vars } from '../lib/themeVars';
import { style } from '@vanilla-extract/css';

export const overlay = style({
  position: 'absolute',
  inset: 0,
  zIndex: 40,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});
export const input = style({
  flex: 1,
  minInlineSize: 0,
  blockSize: 40,
  paddingInline: vars.space.sm,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.fontSize.md,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, borderRadius: vars.radius.sm },
});
export const listbox = style({
  position: 'absolute',
  insetBlockStart: '100%',
  insetInline: 0,
  zIndex: 41,
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  maxBlockSize: '60vh',
  overflow: 'auto',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  borderEndStartRadius: vars.radius.md,
  borderEndEndRadius: vars.radius.md,
});
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: 40,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"], &:hover': {
      background: vars.color.accentSoft,
      color: vars.color.accentSoftText,
    },
  },
});
export const empty = style({ padding: vars.space.md, color: vars.color.textMuted });
/** The suggestions and the status line under the input. */
export const panel = style([listbox, { display: 'flex', flexDirection: 'column', gap: vars.space.xs }]);
export const group = style({ display: 'flex', flexDirection: 'column' });
export const groupLabel = style({
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});
export const optionText = style({ display: 'flex', flexDirection: 'column', flex: 1, minInlineSize: 0 });
export const optionTitle = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const optionDetail = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
});
export const kind = style({ flexShrink: 0, fontSize: vars.fontSize.sm });
/** A match: bold and underlined, in the text's own colours (readable in every theme and in the selected row). */
export const mark = style({
  background: 'transparent',
  color: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
});
export const retry = style({
  border: 'none',
  background: 'transparent',
  padding: 0,
  color: 'inherit',
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
});
