/** Styles shared by the initiatives and meetings screens (theme variables only). */
import { vars } from '@chorus/ui';
import { style, styleVariants } from '@vanilla-extract/css';

const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 };

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  maxInlineSize: 1100,
  marginInline: 'auto',
  inlineSize: '100%',
  '@media': { 'screen and (max-width: 600px)': { padding: vars.space.sm } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
export const headerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
});
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const rowBetween = style([row, { justifyContent: 'space-between' }]);
export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
});
export const tightStack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const panel = style({
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
  '@media': { 'screen and (max-width: 600px)': { padding: vars.space.md } },
});
export const panelTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
  gap: vars.space.md,
});
export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const link = style({
  color: vars.color.accentSoftText,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': focusRing,
});
export const backLink = style([
  link,
  { display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.sm },
]);

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const text = style({ margin: 0, overflowWrap: 'anywhere' });
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const metaItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

const chipBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  borderRadius: vars.radius.full,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  lineHeight: 1.4,
});
export const chip = styleVariants({
  accent: [chipBase, { background: vars.color.accentSoft, color: vars.color.accentSoftText }],
  positive: [chipBase, { background: vars.color.positiveSoft, color: vars.color.positiveSoftText }],
  critical: [chipBase, { background: vars.color.criticalSoft, color: vars.color.criticalSoftText }],
  warning: [chipBase, { background: vars.color.warningSoft, color: vars.color.warningSoftText }],
  neutral: [chipBase, { background: vars.color.neutralSoft, color: vars.color.neutralSoftText }],
  info: [chipBase, { background: vars.color.infoSoft, color: vars.color.infoSoftText }],
});

export const notice = styleVariants({
  info: { background: vars.color.infoSoft, color: vars.color.infoSoftText },
  warning: { background: vars.color.warningSoft, color: vars.color.warningSoftText },
  critical: { background: vars.color.criticalSoft, color: vars.color.criticalSoftText },
  positive: { background: vars.color.positiveSoft, color: vars.color.positiveSoftText },
});
export const noticeBox = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  fontSize: vars.fontSize.sm,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const listItem = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  background: vars.color.surface,
  minInlineSize: 0,
});
export const listItemActive = style({
  borderColor: vars.color.accent,
  boxShadow: `inset 3px 0 0 ${vars.color.accent}`,
});

export const control = style({
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  minBlockSize: 36,
  ':focus-visible': focusRing,
  ':disabled': { opacity: 0.6 },
});
export const fieldLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
});
export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minInlineSize: 0,
});
export const legend = style({
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  paddingInline: vars.space.xs,
});
export const option = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
});
export const optionInput = style({
  marginBlockStart: 3,
  accentColor: vars.color.accent,
  ':focus-visible': focusRing,
});

export const agenda = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const agendaItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
});
export const agendaCurrent = style({
  background: vars.color.accentSoft,
  color: vars.color.accentSoftText,
  fontWeight: vars.fontWeight.semibold,
});
export const agendaDone = style({ color: vars.color.textMuted });

export const countdown = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.xl,
});
export const countdownLate = style({ color: vars.color.criticalSoftText });

export const bar = style({
  blockSize: 8,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});
export const barFill = style({
  blockSize: '100%',
  background: vars.color.accent,
  borderRadius: vars.radius.full,
});

export const dots = style({ display: 'inline-flex', gap: 3, flexWrap: 'wrap' });
export const dot = style({
  inlineSize: 12,
  blockSize: 12,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
});
export const dotEmpty = style({
  inlineSize: 12,
  blockSize: 12,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
});

export const ideaCard = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  background: vars.color.surface,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minInlineSize: 0,
});
export const ideaGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: 28,
  blockSize: 28,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accentSoftText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  flexShrink: 0,
});
export const table = style({ inlineSize: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const cell = style({
  textAlign: 'start',
  padding: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
export const srOnly = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
