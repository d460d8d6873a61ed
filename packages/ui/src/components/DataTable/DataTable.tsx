'use client';

import type { RowData } from '@tanstack/react-table';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type ReactNode, type Ref, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useT } from './i18n';
import { cx } from '../../internal/cx';
import { formatNumber } from '../../intl/dates';
import { visuallyHidden } from '../../internal/visuallyHidden.css';
import { Loading } from '../Loading/Loading';
import * as styles from './DataTable.css';
import { DataTableBody } from './DataTableBody';
import { columnLabel, DataTableHead } from './DataTableHead';
import { DataTablePagination } from './DataTablePagination';
import { DataTableToolbar } from './DataTableToolbar';
import { type DataTableInstance, type UseDataTableOptions, useDataTable } from './useDataTable';

export const DEFAULT_PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;
const SELECT_COLUMN_WIDTH = '2.75rem';
const DEFAULT_COLUMN_WIDTH = 'minmax(8rem, 1fr)';

export interface DataTableProps<TData extends RowData> extends UseDataTableOptions<TData> {
  /** Accessible name of the table (a caption for assistive technology), e.g. "Meetings". */
  label: string;
  ref?: Ref<HTMLDivElement>;
  className?: string;
  /** Rows are being fetched: shows a delayed loading indicator and sets `aria-busy`. */
  loading?: boolean;
  /** Shown when there are no rows at all. */
  emptyState?: ReactNode;
  /** Shown when the search or the filters leave no rows. */
  noResultsState?: ReactNode;
  /** The footer's words when no row is left, instead of "0–0 of 0 · Page 0 of 0", e.g. "No products". Default "No rows". */
  noRowsLabel?: string;
  /**
   * Makes rows interactive: click, Enter or Space on a focused row activates it; the up and down arrow keys
   * (Home, End) move the focus between the rows.
   */
  onRowActivate?: (row: TData) => void;
  /** An interactive row got the focus (a click, Tab, an arrow key): a selection that follows the focus. */
  onRowFocus?: (row: TData) => void;
  /** The id of the row shown as the current one (`aria-current`, drawn selected), e.g. the one whose details are open. */
  currentRowId?: string;
  /** A short name per row, for the selection checkboxes' accessible names. Default "row N" (translated). */
  rowLabel?: (row: TData, index: number) => string;
  /** Show the global search field. Default true. */
  enableGlobalFilter?: boolean;
  /** Whether the filter row is open at first (uncontrolled). Default false. */
  defaultShowFilters?: boolean;
  pageSizeOptions?: ReadonlyArray<number>;
  /** Maximum height of the scrolling body, a CSS length. Default `30rem`. */
  height?: string;
  /** Row height in pixels (rows are virtualised at a fixed height). Default 44. */
  rowHeight?: number;
  /** Render only the rows in view. Default: when more than 50 rows are on the page. */
  virtualize?: boolean;
  /** Extra toolbar content, at the end of the toolbar (e.g. bulk actions). */
  toolbar?: ReactNode;
}

/**
 * A data table over TanStack Table v9: sortable headers (`aria-sort`), a §5 filter per column, global
 * search, pagination, row selection, and virtualised rows so that 10,000 rows scroll smoothly. Build
 * columns with `createDataTableColumnHelper<Row>()`. Each state slice works controlled or uncontrolled.
 */
export function DataTable<TData extends RowData>(props: DataTableProps<TData>) {
  const table = useDataTable(props);
  return <DataTableView table={table} {...props} />;
}

interface DataTableViewProps<TData extends RowData> extends DataTableProps<TData> {
  table: DataTableInstance<TData>;
}

/** Lays out the parts: toolbar, the scrolling table (head and body), pagination. */
function DataTableView<TData extends RowData>({
  table,
  label,
  ref,
  className,
  loading = false,
  emptyState,
  noResultsState,
  noRowsLabel,
  onRowActivate,
  onRowFocus,
  currentRowId,
  rowLabel,
  enableGlobalFilter = true,
  enableColumnFilters = true,
  enableRowSelection = false,
  defaultShowFilters = false,
  paginate = true,
  pageSizeOptions = DEFAULT_PAGE_SIZE_OPTIONS,
  height = '30rem',
  rowHeight = 44,
  virtualize,
  toolbar,
}: DataTableViewProps<TData>) {
  const t = useT();
  const id = useId();
  const filtersId = `${id}-filters`;
  // State, not a ref: the body's virtualiser measures this element, and must hear when it is there.
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  const [showFilters, setShowFilters] = useState(defaultShowFilters);
  const selectable = enableRowSelection !== false;

  const headerGroups = table.getHeaderGroups();
  const leafHeaders = headerGroups[headerGroups.length - 1]?.headers ?? [];
  const rowCount = table.getRowModel().rows.length;
  // The rows still show an earlier search than the one typed (a deferred render is under way).
  const searchPending = table.searchInput !== String(table.state.globalFilter ?? '');
  const filteredCount = table.getPrePaginatedRowModel().rows.length;
  const totalCount = table.getCoreRowModel().rows.length;
  const { pageIndex, pageSize } = table.state.pagination;
  const pageStart = paginate ? pageIndex * pageSize : 0;
  const filterable = enableColumnFilters && leafHeaders.some((header) => header.column.getCanFilter());
  const filtersOpen = showFilters && filterable;
  const headerRowCount = filtersOpen ? 2 : 1;
  const colCount = leafHeaders.length + (selectable ? 1 : 0);

  // Back to the top when the rows change under the user (sort, filter, page).
  const { sorting, columnFilters, globalFilter } = table.state;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because these changed
  useEffect(() => {
    scroller?.scrollTo?.({ top: 0 });
  }, [scroller, sorting, columnFilters, globalFilter, pageIndex, pageSize]);

  // A page past the end (after filtering or deleting) snaps back to the last page.
  const pageCount = table.getPageCount();
  useEffect(() => {
    if (paginate && pageIndex > 0 && pageIndex >= pageCount) table.setPageIndex(Math.max(0, pageCount - 1));
  }, [paginate, pageIndex, pageCount, table]);

  // The leading columns that stay in view while the table scrolls sideways: those marked `sticky`, else the first.
  const marked = leafHeaders.findIndex((header) => !header.column.columnDef.meta?.sticky);
  const stickyCount = Math.min(leafHeaders.length, marked === -1 ? leafHeaders.length : Math.max(marked, 1));

  // Each header's own width (its text unclipped): a column is never narrower, so no header is cut ("St…").
  const tableRef = useRef<HTMLTableElement>(null);
  const [headerWidths, setHeaderWidths] = useState<Record<string, number>>({});
  const [stickyOffsets, setStickyOffsets] = useState<string[]>(() => [
    selectable ? SELECT_COLUMN_WIDTH : '0px',
  ]);
  const headerKey = leafHeaders.map((header) => `${header.id}:${columnLabel(header)}`).join('|');
  // The page's fonts change the headers' widths once they load: measured again then.
  const [fontsReady, setFontsReady] = useState(false);
  useEffect(() => {
    let live = true;
    void globalThis.document?.fonts?.ready.then(() => {
      if (live) setFontsReady(true);
    });
    return () => {
      live = false;
    };
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again when the headers or their texts change
  useLayoutEffect(() => {
    const element = tableRef.current;
    if (!element) return;
    const cells = [...element.querySelectorAll<HTMLElement>('thead tr:first-child th[data-column-id]')];
    const widths: Record<string, number> = {};
    for (const cell of cells) {
      const text = cell.querySelector<HTMLElement>('[data-header-text]');
      if (!text) continue;
      // The text unclipped, with what sits around it (the sort button and its icon, the cell's padding); not
      // the cell's present width, which may hold free space the column can give up.
      const box = text.parentElement && text.parentElement !== cell ? text.parentElement : text;
      const cellStyle = getComputedStyle(cell);
      const boxStyle = getComputedStyle(box);
      const around =
        Number.parseFloat(cellStyle.paddingInlineStart) +
        Number.parseFloat(cellStyle.paddingInlineEnd) +
        // A negative margin (the sort button's) gives no room: the button is at most the cell's content width.
        Math.max(
          0,
          Number.parseFloat(boxStyle.marginInlineStart) + Number.parseFloat(boxStyle.marginInlineEnd),
        ) +
        box.offsetWidth -
        text.clientWidth;
      const natural = Math.ceil(around + text.scrollWidth) + 1;
      widths[cell.dataset.columnId as string] = natural;
    }
    setHeaderWidths((previous) => (sameWidths(previous, widths) ? previous : widths));
  }, [headerKey, fontsReady]);
  // The sticky columns' offsets from the start edge: after the selection column and the sticky columns before
  // each (their laid-out widths: the same in either direction). Columns stick only while they take at most
  // half of the visible width (on a phone a wide name column would leave no room to scroll the others into).
  const [stickyFits, setStickyFits] = useState(true);
  const [scrollerWidth, setScrollerWidth] = useState(0);
  useEffect(() => {
    if (!scroller || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setScrollerWidth(scroller.clientWidth));
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [scroller]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again when the columns or the width change
  useLayoutEffect(() => {
    const element = tableRef.current;
    if (!element) return;
    const cells = [...element.querySelectorAll<HTMLElement>('thead tr:first-child th[data-column-id]')];
    let before = 0;
    const offsets = cells.slice(0, stickyCount).map((cell) => {
      const offset = `calc(${selectable ? SELECT_COLUMN_WIDTH : '0px'} + ${before}px)`;
      before += cell.offsetWidth;
      return offset;
    });
    setStickyOffsets((previous) => (previous.join() === offsets.join() ? previous : offsets));
    const visible = scroller?.clientWidth ?? 0;
    setStickyFits(visible === 0 || before <= visible / 2);
  }, [columnsTemplateKey(leafHeaders, headerWidths), stickyCount, selectable, scroller, scrollerWidth]);

  const columnsTemplate = [
    ...(selectable ? [SELECT_COLUMN_WIDTH] : []),
    ...leafHeaders.map((header) =>
      atLeast(header.column.columnDef.meta?.width ?? DEFAULT_COLUMN_WIDTH, headerWidths[header.id]),
    ),
  ].join(' ');

  return (
    <div ref={ref} className={cx(styles.root, className)}>
      <DataTableToolbar
        table={table}
        label={label}
        enableGlobalFilter={enableGlobalFilter}
        filterable={filterable}
        showFilters={showFilters}
        onShowFiltersChange={setShowFilters}
        filtersId={filtersId}
        selectable={selectable}
      >
        {toolbar}
      </DataTableToolbar>

      <section
        ref={setScroller}
        className={styles.scroller}
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable from the keyboard (axe scrollable-region-focusable)
        tabIndex={0}
        style={assignInlineVars({ [styles.scrollerHeightVar]: height })}
      >
        {loading && rowCount > 0 ? (
          <Loading
            variant="linear"
            showLabel={false}
            label={t('table.updating')}
            className={styles.busyBar}
          />
        ) : null}
        <table
          ref={tableRef}
          className={styles.table}
          aria-busy={loading || searchPending || undefined}
          aria-rowcount={headerRowCount + filteredCount}
          aria-colcount={colCount}
          style={assignInlineVars({
            [styles.columnsVar]: columnsTemplate,
            [styles.rowHeightVar]: `${rowHeight}px`,
          })}
        >
          <caption className={visuallyHidden}>{label}</caption>
          <DataTableHead
            table={table}
            headers={leafHeaders}
            selectable={selectable}
            showFilters={filtersOpen}
            filtersId={filtersId}
            filteredCount={filteredCount}
            sticky={{ count: stickyFits ? stickyCount : 0, offsets: stickyOffsets }}
          />
          <DataTableBody
            table={table}
            scrollElement={scroller}
            virtual={virtualize ?? rowCount > 50}
            rowHeight={rowHeight}
            selectable={selectable}
            colCount={colCount}
            rowIndexOffset={headerRowCount + pageStart}
            sticky={{ count: stickyFits ? stickyCount : 0, offsets: stickyOffsets }}
            loading={loading}
            emptyState={emptyState ?? t('table.empty')}
            noResultsState={noResultsState ?? t('table.noResults')}
            onRowActivate={onRowActivate}
            onRowFocus={onRowFocus}
            currentRowId={currentRowId}
            rowLabel={rowLabel ?? ((_row, index) => t('table.row', { index: formatNumber(index + 1) }))}
          />
        </table>
      </section>

      {/* The footer waits for the first rows: shown under an empty table, it jumped down when they arrived (a layout shift). */}
      {loading && rowCount === 0 ? null : (
        <DataTablePagination
          table={table}
          label={label}
          paginate={paginate}
          pageSizeOptions={pageSizeOptions}
          filteredCount={filteredCount}
          totalCount={totalCount}
          noRowsLabel={noRowsLabel}
        />
      )}
    </div>
  );
}

function sameWidths(a: Record<string, number>, b: Record<string, number>): boolean {
  const keys = Object.keys(b);
  return keys.length === Object.keys(a).length && keys.every((key) => a[key] === b[key]);
}

/** A grid track no narrower than `px` pixels: `8rem` → `max(8rem, 96px)`, `minmax(a, b)` → `minmax(max(a, 96px), b)`. */
export function atLeast(track: string, px: number | undefined): string {
  if (!px) return track;
  const minmax = /^minmax\((.+?),\s*(.+)\)$/.exec(track.trim());
  if (minmax) return `minmax(max(${minmax[1]}, ${px}px), ${minmax[2]})`;
  if (/fr$|^auto$|content/.test(track.trim())) return `minmax(${px}px, ${track})`;
  return `max(${track}, ${px}px)`;
}

function columnsTemplateKey(headers: ReadonlyArray<{ id: string }>, widths: Record<string, number>): string {
  return headers.map((header) => `${header.id}:${widths[header.id] ?? ''}`).join('|');
}
