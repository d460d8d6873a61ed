import { vars } from '@chorus/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';

export const statusColors = styleVariants({
  online: { background: vars.color.positive },
  away: { background: vars.color.warning },
  'do-not-disturb': { background: vars.color.critical },
  offline: { background: vars.color.textDisabled },
});
export const avatarWrap = style({ position: 'relative', display: 'inline-flex', flexShrink: 0 });
export const statusDot = style({
  position: 'absolute',
  insetBlockEnd: 0,
  insetInlineEnd: 0,
  inlineSize: 10,
  blockSize: 10,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.surfaceRaised}`,
});

export const sectionTitle = style({
  margin: `${vars.space.sm} 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 });
export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { background: vars.color.surfaceHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  selectors: {
    '&[aria-current="page"]': { background: vars.color.accentSoft, color: vars.color.accentSoftText },
  },
});
export const linkText = style({ display: 'grid', flex: 1, minInlineSize: 0 });
// A name is never cut ("Omar Na…" in the 240 px sidebar): a long one wraps; the mood below stays one line.
export const name = style({
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});
export const sub = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const linkEnd = style({
  flexShrink: 0,
  display: 'grid',
  justifyItems: 'end',
  gap: 2,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const userPanel = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
});

export const conversation = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: 'min(70vh, 40rem)',
  maxBlockSize: 'calc(100dvh - 220px)',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});
export const conversationHead = style({ borderBlockEnd: `1px solid ${vars.color.border}` });
export const logScroller = style({
  flex: 1,
  overflowY: 'auto',
  background: vars.color.surfaceSunken,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
});
export const log = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  background: vars.color.surfaceSunken,
});
export const message = style({
  maxInlineSize: '75%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  alignSelf: 'flex-start',
  selectors: {
    '&[data-mine="true"]': {
      alignSelf: 'flex-end',
      background: vars.color.accent,
      color: vars.color.accentText,
    },
  },
});
export const messageTime = style({
  display: 'block',
  fontSize: vars.fontSize.xs,
  opacity: 0.8,
  marginBlockStart: 2,
});
export const composer = style({ borderBlockStart: `1px solid ${vars.color.border}` });

/** On a phone, the chats and contacts as the page itself (no contact chosen yet). */
export const phoneList = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  overflow: 'hidden',
});
