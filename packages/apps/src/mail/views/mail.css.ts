import { vars } from '@chorus/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * A mail row of the list: the browser lays out and paints only the rows near the view (an inbox of 130 rows
 * was one long layout task on a phone, issue 33). A row out of view keeps the height it last had; before it
 * has had one, that of a row with a label (most have one: 96px of content, 117px with the row's padding and
 * border). Its content stays in the page: find in page, assistive technology and focus reach it. Paint is
 * contained to the row, outside which nothing of it draws.
 */
export const row = style({ contentVisibility: 'auto', containIntrinsicSize: 'auto 96px' });
export const from = style({
  flex: 1,
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const time = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, whiteSpace: 'nowrap' });
export const subject = style({
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const snippet = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const unreadDot = style({
  inlineSize: 8,
  blockSize: 8,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  flexShrink: 0,
  alignSelf: 'center',
});

export const details = style({ display: 'flex', flexDirection: 'column', minBlockSize: '100%' });
export const detailsToolbar = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
export const detailsHead = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 2,
  background: vars.color.surfaceRaised,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
export const detailsSubject = style({
  margin: 0,
  padding: `${vars.space.md} ${vars.space.xl}`,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
});
export const senderText = style({
  display: 'flex',
  flexDirection: 'column',
  fontSize: vars.fontSize.sm,
  flex: '1 1 12rem',
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});
export const sentAt = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const message = style({ lineHeight: vars.lineHeight.normal, overflowWrap: 'anywhere' });
globalStyle(`${message} img`, { maxInlineSize: '100%' });
globalStyle(`${message} a`, { color: vars.color.accentSoftText });
export const attachments = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const attachment = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  inlineSize: 140,
  fontSize: vars.fontSize.xs,
  color: vars.color.text,
  textDecoration: 'none',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});
export const attachmentPreview = style({
  inlineSize: '100%',
  blockSize: 90,
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});
export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  ':hover': { background: vars.color.surfaceHover },
});
