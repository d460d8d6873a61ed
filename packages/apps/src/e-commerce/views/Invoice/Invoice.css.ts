import { vars } from '@chorus/ui/theme';
import { style } from '@vanilla-extract/css';

/** The invoice: on paper, it is all that prints (`printAlone`, whatever tab is open). */
export const invoice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  maxInlineSize: '52rem',
});
export const head = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  flexWrap: 'wrap',
});
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const block = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const totals = style({ marginInlineStart: 'auto', minInlineSize: '16rem' });
export const grand = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });

/** The invoice's tab panel while another tab is open: hidden on screen, printed on paper. */
export const screenOnlyHidden = style({ '@media': { screen: { display: 'none' } } });
