/** The meeting screens' own styles (theme variables only); the product's shared look is in lib/product. */
import { vars } from '@chorus/ui/theme';
import { style } from '@vanilla-extract/css';

const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 };

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
/** A hidden idea (only the host sees it): set apart by a dashed border on a sunken surface, at full contrast. */
export const hiddenIdea = style({ borderStyle: 'dashed', background: vars.color.surfaceSunken });
export const ideaGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const dotsLeft = style({ fontVariantNumeric: 'tabular-nums', minInlineSize: 64, textAlign: 'center' });
export const bar = style({ blockSize: 6 });
export const proposal = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});
export const minutes = style({ inlineSize: 120 });
export const participants = style({ minInlineSize: 0 });
/** The participants' list over the page: scrolls when long, never wider than the window. */
export const participantsPopover = style({
  maxBlockSize: 'min(24rem, calc(100dvh - 8rem))',
  maxInlineSize: 'min(24rem, calc(100vw - 16px))',
  overflowY: 'auto',
});
/** Who watches without taking part, under the participants, set apart by a rule. */
export const watching = style({
  marginBlockStart: vars.space.md,
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
export const summary = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  cursor: 'pointer',
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  background: 'transparent',
  border: 'none',
  borderRadius: vars.radius.md,
  padding: vars.space.xs,
  ':focus-visible': focusRing,
});
/** A fieldset that only groups (no border or indent). */
export const bare = style({ border: 0, padding: 0, margin: 0, minInlineSize: 0 });

/** Phones: narrower than the kit's tablet breakpoint (600px). */
const phone = 'screen and (max-width: 599.98px)';
/**
 * On a phone the host's main controls (reveal, move on, time) are a bar at the bottom of the screen,
 * always at hand over the page; from a tablet up they sit in the host's card.
 */
export const hostBar = style({
  '@media': {
    [phone]: {
      position: 'fixed',
      insetInline: 0,
      insetBlockEnd: 0,
      zIndex: `calc(${vars.zIndex.dropdown} - 1)`,
      margin: 0,
      padding: `${vars.space.sm} ${vars.space.md}`,
      paddingBlockEnd: `calc(${vars.space.sm} + env(safe-area-inset-bottom, 0px))`,
      background: vars.color.surface,
      borderBlockStart: `1px solid ${vars.color.border}`,
      boxShadow: vars.shadow.lg,
    },
  },
});
/** "End meeting", set apart from the timer and agenda controls by a rule and space above it. */
export const endMeeting = style({
  marginBlockStart: vars.space.md,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
/** Room at the end of the live meeting for the host's bar on a phone, so it covers nothing. */
export const hostBarRoom = style({ '@media': { [phone]: { paddingBlockEnd: '8rem' } } });

/** The ideas inside a theme on a ballot or a summary: listed, not votable apart. */
export const themeIdeas = style({
  margin: 0,
  marginBlockStart: vars.space.xs,
  paddingInlineStart: vars.space.lg,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
