import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/style';

/** The grid track list of the columns, shared by every row so that cells line up. */
export const columnsVar = createVar();
export const rowHeightVar = createVar();
export const scrollerHeightVar = createVar();

const s = (rule: Parameters<typeof inComponents>[0]) => style(inComponents(rule));

export const root = s({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minInlineSize: 0,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
});

export const toolbar = s({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const toolbarEnd = s({
  marginInlineStart: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const searchField = s({ position: 'relative', display: 'flex', alignItems: 'center' });

export const searchIcon = s({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

const control = {
  blockSize: '2rem',
  borderRadius: vars.radius.md,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  paddingInline: vars.space.sm,
  minInlineSize: 0,
} as const;

export const input = s({
  ...control,
  selectors: { '&::placeholder': { color: vars.color.textMuted, opacity: 1 } },
});

export const searchInput = s({
  ...control,
  paddingInlineStart: '2rem',
  inlineSize: '16rem',
  maxInlineSize: '100%',
});

export const select = s({ ...control, paddingInlineEnd: vars.space.xs, cursor: 'pointer' });

export const button = s({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  blockSize: '2rem',
  minInlineSize: '2rem',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.border,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceHover },
    '&:disabled': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    '&[aria-pressed="true"]': {
      background: vars.color.accentSoft,
      color: vars.color.accentSoftText,
      borderColor: vars.color.accentSoftText,
    },
  },
});

/** Icons that point along the reading direction mirror in right-to-left. */
export const directional = s({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });

export const scroller = s({
  position: 'relative',
  overflow: 'auto',
  maxBlockSize: scrollerHeightVar,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  overscrollBehavior: 'contain',
});

export const table = s({
  display: 'block',
  inlineSize: 'max-content',
  minInlineSize: '100%',
  borderCollapse: 'collapse',
});

export const thead = s({
  display: 'block',
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 1,
  background: vars.color.surfaceSunken,
});

export const tbody = s({ display: 'block', position: 'relative' });

export const row = s({
  display: 'grid',
  gridTemplateColumns: columnsVar,
  inlineSize: '100%',
  blockSize: rowHeightVar,
  // Body rows never widen the table: the header and the column tracks decide its width.
  contain: 'inline-size',
  borderBlockEnd: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    '&[data-virtual="true"]': { position: 'absolute', insetInlineStart: 0, insetBlockStart: 0 },
    '&[data-interactive="true"]': { cursor: 'pointer' },
    '&[data-interactive="true"]:hover, &[data-interactive="true"]:focus-visible': {
      background: vars.color.surfaceHover,
    },
    '&:focus-visible': { outlineOffset: '-2px' },
    '&[data-state="selected"]': { background: vars.color.accentSoft, color: vars.color.accentSoftText },
    '&[data-state="selected"]:hover': { background: vars.color.accentSoftHover },
  },
});

export const headerRow = s({
  display: 'grid',
  gridTemplateColumns: columnsVar,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

const cellBase = {
  display: 'flex',
  alignItems: 'center',
  minInlineSize: 0,
  paddingInline: vars.space.md,
  textAlign: 'start',
  selectors: {
    '&[data-align="end"]': { justifyContent: 'flex-end', textAlign: 'end' },
    '&[data-align="center"]': { justifyContent: 'center', textAlign: 'center' },
  },
} as const;

export const headerCell = s({
  ...cellBase,
  paddingBlock: vars.space.sm,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

export const filterCell = s({ ...cellBase, gap: vars.space.xs, paddingBlock: vars.space.xs });

export const cell = s({
  ...cellBase,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const cellText = s({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const selectCell = s({ ...cellBase, justifyContent: 'center', paddingInline: vars.space.xs });

export const checkbox = s({
  inlineSize: '1rem',
  blockSize: '1rem',
  margin: 0,
  accentColor: vars.color.accent,
  cursor: 'pointer',
});

export const sortButton = s({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxInlineSize: '100%',
  marginInline: `calc(${vars.space.xs} * -1)`,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  color: 'inherit',
  fontWeight: 'inherit',
  textAlign: 'inherit',
  selectors: { '&:hover': { background: vars.color.surfaceHover } },
});

export const sortIcon = s({
  flexShrink: 0,
  color: vars.color.textMuted,
  selectors: { '[data-sorted="true"] > &': { color: vars.color.accentSoftText } },
});

export const filterOperator = s({ ...control, flexShrink: 0, inlineSize: '6.5rem', paddingInlineEnd: 0 });
export const filterInput = s({ ...control, flex: '1 1 0', inlineSize: '100%' });

export const messageRow = s({ display: 'block', inlineSize: '100%', contain: 'inline-size' });

export const messageCell = s({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xl,
  color: vars.color.textMuted,
});

export const busyBar = s({
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: 0,
  padding: 0,
  zIndex: 2,
});

export const footer = s({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.md,
  color: vars.color.textMuted,
});

export const footerGroup = s({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const status = s({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
