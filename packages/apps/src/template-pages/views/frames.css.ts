import { vars } from '@chorus/ui/theme';
import { style } from '@vanilla-extract/css';

/** The centred card: the content area's middle, a column as wide as a sign-in form. */
export const cardPage = style({
  flex: '1 1 auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  color: vars.color.text,
  '@media': { 'screen and (min-width: 600px)': { padding: vars.space.xxl } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: 440,
  padding: vars.space.xl,
  borderRadius: vars.radius.xl,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
  '@media': { 'screen and (min-width: 600px)': { padding: vars.space.xxl } },
});

/** The split screen: the form on one half, the product's message on the other (below it on a narrow screen). */
export const splitPage = style({
  flex: '1 1 auto',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  minHeight: '100%',
  color: vars.color.text,
  '@media': { 'screen and (min-width: 860px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const splitForm = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: 440,
  marginInline: 'auto',
  padding: vars.space.xl,
  background: vars.color.surfaceRaised,
  '@media': { 'screen and (min-width: 600px)': { padding: vars.space.xxl } },
});

export const splitFormSide = style({ display: 'flex', background: vars.color.surfaceRaised });

export const splitMessage = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.xxl,
  background: vars.color.accent,
  color: vars.color.accentText,
  '@media': { 'screen and (min-width: 860px)': { padding: vars.space.xxxl } },
});

export const message = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
});

/** The page's icon or avatar, centred above its title (mail-confirm, lock, errors, coming soon, maintenance). */
export const centred = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
});

/** A form inside a centred column, as wide as the column (its fields align to the start). */
export const wide = style({ alignSelf: 'stretch', textAlign: 'start' });

export const launched = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
});
