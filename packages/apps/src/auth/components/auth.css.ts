import { vars } from '@chorus/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({
  minHeight: '100%',
  flex: '1 1 auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xl,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  width: '100%',
  maxWidth: 960,
  borderRadius: vars.radius.xl,
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
  '@media': { 'screen and (min-width: 860px)': { gridTemplateColumns: 'minmax(0, 440px) minmax(0, 1fr)' } },
});

export const formSide = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xxl,
});

export const brandSide = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.xxxl,
  background: vars.color.accent,
  color: vars.color.accentText,
});

export const brandName = style({
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  margin: 0,
});
export const tagline = style({ fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.snug, margin: 0 });
export const brandNote = style({ fontSize: vars.fontSize.md, margin: 0, opacity: 0.9 });

export const logo = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accentSoftText,
});
export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.semibold, margin: 0 });
export const subtitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
export const input = style({
  font: 'inherit',
  fontSize: vars.fontSize.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
  },
});
export const fieldError = style({
  color: vars.color.criticalSoftText,
  fontSize: vars.fontSize.sm,
  margin: 0,
});

export const checkbox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${checkbox} input`, { width: 18, height: 18, accentColor: vars.color.accent });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const link = style({
  color: vars.color.accentSoftText,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: 2,
});

export const alert = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  margin: 0,
});
export const alertError = style([
  alert,
  { background: vars.color.criticalSoft, color: vars.color.criticalSoftText },
]);
export const alertSuccess = style([
  alert,
  { background: vars.color.positiveSoft, color: vars.color.positiveSoftText },
]);
export const alertInfo = style([alert, { background: vars.color.infoSoft, color: vars.color.infoSoftText }]);

export const demoBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.sm,
});
export const demoTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});
export const demoNote = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const demoList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
});
export const demoButton = style({
  font: 'inherit',
  textAlign: 'start',
  background: 'none',
  border: 'none',
  padding: `${vars.space.xxs} 0`,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.accentSoftText },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}` },
  },
});
export const mono = style({ fontFamily: vars.font.mono });

export const centered = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.xxxl,
  minHeight: '50vh',
  textAlign: 'center',
  color: vars.color.text,
});

export const simplePage = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xxl,
  color: vars.color.text,
  maxWidth: 880,
});
