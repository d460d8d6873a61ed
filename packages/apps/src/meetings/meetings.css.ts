/** Styles shared by the initiatives and meetings screens (theme variables only). */
import { vars } from '@chorus/ui';
import { style } from '@vanilla-extract/css';

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

/** Laid over the kit's Card, which draws the border, surface and padding. */
export const panel = style({
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
export const hiddenIdea = style({ opacity: 0.6 });
export const ideaGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
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

export const tag = style({
  maxInlineSize: '100%',
  blockSize: 'auto',
  minBlockSize: '1.25rem',
  paddingBlock: 2,
  whiteSpace: 'normal',
});
export const pageTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: 1.2,
  overflowWrap: 'anywhere',
});
export const subheading = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});
export const choiceHelp = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const dotsLeft = style({ fontVariantNumeric: 'tabular-nums', minInlineSize: 64, textAlign: 'center' });
export const grow = style({ flex: '1 1 200px', minInlineSize: 0 });
export const endAligned = style({ alignSelf: 'flex-end' });
export const bar = style({ blockSize: 6 });
export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });
export const proposal = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});
export const minutes = style({ inlineSize: 120 });
/** A group of settings: a titled, bordered block. */
export const settingGroup = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
  minInlineSize: 0,
});
export const fieldset = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});
export const statusFilter = style({
  inlineSize: 180,
  '@media': { 'screen and (max-width: 600px)': { inlineSize: '100%' } },
});
export const avatars = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});
export const participants = style({ minInlineSize: 0 });
export const summary = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  cursor: 'pointer',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  borderRadius: vars.radius.md,
  padding: vars.space.xs,
  ':focus-visible': focusRing,
});
export const bare = style({ border: 0, padding: 0, margin: 0, minInlineSize: 0 });
