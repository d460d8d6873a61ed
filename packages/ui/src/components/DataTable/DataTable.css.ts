import { createVar, type GlobalStyleRule, globalStyle, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import * as fieldStyles from '../FormField/FormField.css';
import { components } from '../../theme/layers.css';
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

/**
 * The kit's fields at the table's density: 2rem high, as the toolbar and the filter row need. The rules
 * join the field's own classes, so they win over them whatever order the stylesheets load in.
 */
function compact(field: string) {
  const rule = (selector: string, props: Parameters<typeof inComponents>[0]) =>
    globalStyle(selector, { '@layer': { [components]: props } } as GlobalStyleRule);
  rule(`${field}${fieldStyles.field}`, { gap: 0 });
  rule(`${field} ${fieldStyles.control}`, { minBlockSize: '2rem', paddingInline: vars.space.sm });
  rule(`${field} ${fieldStyles.input}`, { minBlockSize: 'calc(2rem - 2px)' });
  return field;
}

export const searchField = compact(s({ inlineSize: '16rem', maxInlineSize: '100%' }));
export const filterOperator = compact(s({ flexShrink: 0, inlineSize: '7rem' }));
export const filterValue = compact(s({ flex: '1 1 0', minInlineSize: 0 }));

/** "Rows per page" and its select on one line, the label in the footer's own colour. */
export const pageSizeField = compact(s({}));
globalStyle(`${pageSizeField}${fieldStyles.field}`, {
  '@layer': { [components]: { flexDirection: 'row', alignItems: 'center', gap: vars.space.xs } },
});
globalStyle(`${pageSizeField} ${fieldStyles.label}`, {
  '@layer': { [components]: { fontWeight: 'inherit', color: 'inherit', lineHeight: 'inherit' } },
});

/** Icons that point along the reading direction mirror in right-to-left. */
export const directional = s({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });

export const scroller = s({
  position: 'relative',
  overflow: 'auto',
  // A horizontal scrollbar that shows (not only while scrolling): the table's width is not the page's.
  scrollbarWidth: 'thin',
  scrollbarColor: `${vars.color.borderStrong} transparent`,
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

/** A body row: positioned when virtual, a pointer when it activates, tinted when selected. */
export const row = recipe({
  base: inComponents({
    display: 'grid',
    gridTemplateColumns: columnsVar,
    inlineSize: '100%',
    blockSize: rowHeightVar,
    // Body rows never widen the table: the header and the column tracks decide its width.
    contain: 'inline-size',
    borderBlockEnd: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    selectors: { '&:focus-visible': { outlineOffset: '-2px' } },
  }),
  variants: {
    virtual: {
      true: inComponents({ position: 'absolute', insetInlineStart: 0, insetBlockStart: 0 }),
      false: {},
    },
    interactive: {
      true: inComponents({
        cursor: 'pointer',
        selectors: { '&:hover, &:focus-visible': { background: vars.color.surfaceHover } },
      }),
      false: {},
    },
    selected: {
      true: inComponents({
        background: vars.color.accentSoft,
        color: vars.color.accentSoftText,
        selectors: { '&:hover': { background: vars.color.accentSoftHover } },
      }),
      false: {},
    },
  },
  defaultVariants: { virtual: false, interactive: false, selected: false },
});

export type DataTableRowVariants = NonNullable<RecipeVariants<typeof row>>;

export const headerRow = s({
  display: 'grid',
  gridTemplateColumns: columnsVar,
  background: 'inherit',
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

const cellBase = {
  display: 'flex',
  alignItems: 'center',
  minInlineSize: 0,
  paddingInline: vars.space.md,
  textAlign: 'start',
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

export const sortIcon = recipe({
  base: inComponents({ flexShrink: 0, color: vars.color.textMuted }),
  variants: { sorted: { true: inComponents({ color: vars.color.accentSoftText }), false: {} } },
  defaultVariants: { sorted: false },
});

/** A column's alignment (`meta.align`), on its header and body cells; after the cells, so it wins. */
export const align = recipe({
  variants: {
    align: {
      start: {},
      end: inComponents({ justifyContent: 'flex-end', textAlign: 'end' }),
      center: inComponents({ justifyContent: 'center', textAlign: 'center' }),
    },
  },
});

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

/**
 * A column that stays in view while the table scrolls sideways (the selection and the first columns): at
 * its measured offset from the start, opaque, with an edge after the last one.
 */
export const stickyOffsetVar = createVar();
export const sticky = s({
  position: 'sticky',
  insetInlineStart: stickyOffsetVar,
  zIndex: 1,
  background: 'inherit',
  selectors: { '&[data-sticky-last]': { boxShadow: `inset -1px 0 0 ${vars.color.border}` } },
});
globalStyle('[dir="rtl"] [data-sticky-last]', {
  '@layer': { [components]: { boxShadow: `inset 1px 0 0 ${vars.color.border}` } },
} as GlobalStyleRule);
