/** The FAQ page: a search above the questions, one column at most 48rem wide (RTL by logical properties). */
import { vars } from '@chorus/ui/theme';
import { style } from '@vanilla-extract/css';

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxInlineSize: '48rem',
  inlineSize: '100%',
  marginInline: 'auto',
});
export const lead = style({ margin: 0, color: vars.color.textMuted });
export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const answer = style({ margin: 0, overflowWrap: 'anywhere' });
