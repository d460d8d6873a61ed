import { palette as p } from './palette';

/** The tones every coloured component understands (`tone="critical"`). */
export const tones = ['accent', 'neutral', 'critical', 'warning', 'positive', 'info'] as const;
export type Tone = (typeof tones)[number];

type ToneTokens<T extends string> = Record<
  T | `${T}Hover` | `${T}Text` | `${T}Soft` | `${T}SoftHover` | `${T}SoftText`,
  string
>;

/**
 * Semantic colours. For every tone: a solid fill (`accent`), its hover, the text on it (`accentText`),
 * a soft fill (`accentSoft`), its hover and the text on the soft fill and on surfaces (`accentSoftText`).
 */
export type ColorTokens = ToneTokens<Tone> & {
  /** Page background. */
  surface: string;
  /** Cards, menus, dialogs. */
  surfaceRaised: string;
  /** Wells, table headers, inputs' background. */
  surfaceSunken: string;
  /** Hover background of neutral items on any surface. */
  surfaceHover: string;
  /** Modal backdrop. */
  overlay: string;
  text: string;
  textMuted: string;
  textDisabled: string;
  border: string;
  /** Borders that must be seen (form controls, 3:1 against the surface). */
  borderStrong: string;
  focus: string;
};

export interface ThemeTokens {
  color: ColorTokens;
  space: Record<'none' | 'xxs' | 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl' | 'xxxl', string>;
  radius: Record<'none' | 'sm' | 'md' | 'lg' | 'xl' | 'full', string>;
  font: Record<'body' | 'heading' | 'mono', string>;
  fontSize: Record<'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl' | 'xxxl' | 'display', string>;
  fontWeight: Record<'regular' | 'medium' | 'semibold' | 'bold', string>;
  lineHeight: Record<'tight' | 'snug' | 'normal', string>;
  shadow: Record<'sm' | 'md' | 'lg', string>;
  motion: Record<'fast' | 'normal' | 'slow' | 'easing', string>;
  zIndex: Record<'dropdown' | 'overlay' | 'modal' | 'popover' | 'tooltip' | 'toast', string>;
}

// System font stacks only: Chorus works offline, so no web fonts are requested.
const systemSans =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif';
const systemMono =
  'ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", "DejaVu Sans Mono", monospace';

/** Everything that does not change between light and dark. */
export const baseTokens: Omit<ThemeTokens, 'color' | 'shadow'> = {
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radius: { none: '0', sm: '4px', md: '6px', lg: '10px', xl: '16px', full: '9999px' },
  font: { body: systemSans, heading: systemSans, mono: systemMono },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    xxl: '1.5rem',
    xxxl: '1.875rem',
    display: '2.25rem',
  },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  lineHeight: { tight: '1.2', snug: '1.35', normal: '1.5' },
  motion: { fast: '100ms', normal: '200ms', slow: '300ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  zIndex: {
    dropdown: '1000',
    overlay: '1100',
    modal: '1200',
    popover: '1300',
    tooltip: '1400',
    toast: '1500',
  },
};

const lightShadow: ThemeTokens['shadow'] = {
  sm: '0 1px 2px rgb(15 23 42 / 0.08)',
  md: '0 4px 12px rgb(15 23 42 / 0.12), 0 1px 3px rgb(15 23 42 / 0.08)',
  lg: '0 16px 40px rgb(15 23 42 / 0.18), 0 4px 12px rgb(15 23 42 / 0.1)',
};
const darkShadow: ThemeTokens['shadow'] = {
  sm: '0 1px 2px rgb(0 0 0 / 0.4)',
  md: '0 4px 12px rgb(0 0 0 / 0.45), 0 1px 3px rgb(0 0 0 / 0.35)',
  lg: '0 16px 40px rgb(0 0 0 / 0.55), 0 4px 12px rgb(0 0 0 / 0.4)',
};

export const defaultTokens: ThemeTokens = {
  ...baseTokens,
  shadow: lightShadow,
  color: {
    surface: p.white,
    surfaceRaised: p.white,
    surfaceSunken: p.slate[50],
    surfaceHover: p.slate[100],
    overlay: 'rgb(15 23 42 / 0.5)',
    text: p.slate[900],
    textMuted: p.slate[600],
    textDisabled: p.slate[400],
    border: p.slate[200],
    borderStrong: p.slate[500],
    focus: p.indigo[600],

    accent: p.indigo[600],
    accentHover: p.indigo[700],
    accentText: p.white,
    accentSoft: p.indigo[50],
    accentSoftHover: p.indigo[100],
    accentSoftText: p.indigo[700],

    neutral: p.slate[800],
    neutralHover: p.slate[900],
    neutralText: p.white,
    neutralSoft: p.slate[100],
    neutralSoftHover: p.slate[200],
    neutralSoftText: p.slate[800],

    critical: p.red[700],
    criticalHover: p.red[800],
    criticalText: p.white,
    criticalSoft: p.red[50],
    criticalSoftHover: p.red[100],
    criticalSoftText: p.red[700],

    warning: p.amber[400],
    warningHover: p.amber[500],
    warningText: p.amber[950],
    warningSoft: p.amber[50],
    warningSoftHover: p.amber[100],
    warningSoftText: p.amber[800],

    positive: p.green[700],
    positiveHover: p.green[800],
    positiveText: p.white,
    positiveSoft: p.green[50],
    positiveSoftHover: p.green[100],
    positiveSoftText: p.green[800],

    info: p.blue[600],
    infoHover: p.blue[700],
    infoText: p.white,
    infoSoft: p.blue[50],
    infoSoftHover: p.blue[100],
    infoSoftText: p.blue[800],
  },
};

export const defaultDarkTokens: ThemeTokens = {
  ...baseTokens,
  shadow: darkShadow,
  color: {
    surface: p.slate[900],
    surfaceRaised: p.slate[800],
    surfaceSunken: p.slate[950],
    surfaceHover: p.slate[700],
    overlay: 'rgb(2 6 23 / 0.7)',
    text: p.slate[50],
    textMuted: p.slate[300],
    textDisabled: p.slate[500],
    border: p.slate[700],
    borderStrong: p.slate[400],
    focus: p.indigo[300],

    accent: p.indigo[600],
    accentHover: p.indigo[700],
    accentText: p.white,
    accentSoft: p.indigo[950],
    accentSoftHover: p.indigo[900],
    accentSoftText: p.indigo[200],

    neutral: p.slate[200],
    neutralHover: p.slate[300],
    neutralText: p.slate[900],
    neutralSoft: p.slate[800],
    neutralSoftHover: p.slate[700],
    neutralSoftText: p.slate[100],

    critical: p.red[700],
    criticalHover: p.red[800],
    criticalText: p.white,
    criticalSoft: p.red[950],
    criticalSoftHover: p.red[900],
    criticalSoftText: p.red[200],

    warning: p.amber[400],
    warningHover: p.amber[300],
    warningText: p.amber[950],
    warningSoft: p.amber[950],
    warningSoftHover: p.amber[900],
    warningSoftText: p.amber[200],

    positive: p.green[700],
    positiveHover: p.green[800],
    positiveText: p.white,
    positiveSoft: p.green[950],
    positiveSoftHover: p.green[900],
    positiveSoftText: p.green[200],

    info: p.blue[600],
    infoHover: p.blue[700],
    infoText: p.white,
    infoSoft: p.blue[950],
    infoSoftHover: p.blue[900],
    infoSoftText: p.blue[200],
  },
};

/** The navbar and footer default (§9): a deep indigo, dark, with a light accent. */
export const mainThemeDarkTokens: ThemeTokens = {
  ...baseTokens,
  shadow: darkShadow,
  color: {
    ...defaultDarkTokens.color,
    surface: p.indigo[950],
    surfaceRaised: p.indigo[900],
    surfaceSunken: p.indigo[975],
    surfaceHover: p.indigo[850],
    overlay: 'rgb(2 6 23 / 0.7)',
    text: p.white,
    textMuted: p.indigo[200],
    textDisabled: p.indigo[400],
    border: p.indigo[850],
    borderStrong: p.indigo[300],
    focus: p.indigo[300],

    accent: p.indigo[300],
    accentHover: p.indigo[200],
    accentText: p.indigo[950],
    accentSoft: p.indigo[800],
    accentSoftHover: p.indigo[700],
    accentSoftText: p.indigo[50],

    neutral: p.indigo[100],
    neutralHover: p.indigo[50],
    neutralText: p.indigo[950],
    neutralSoft: p.indigo[900],
    neutralSoftHover: p.indigo[850],
    neutralSoftText: p.indigo[50],
  },
};

export const themeTokens = {
  default: defaultTokens,
  defaultDark: defaultDarkTokens,
  mainThemeDark: mainThemeDarkTokens,
} as const;
export type ThemeName = keyof typeof themeTokens;
export const themeNames = Object.keys(themeTokens) as ThemeName[];
