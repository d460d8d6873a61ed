import type { RowData } from '@tanstack/react-table';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type ReactNode, type Ref, useEffect, useId, useState } from 'react';
import { useT } from '../../i18n';
import { cx } from '../../internal/cx';
import { formatNumber } from '../../intl/format';
import { visuallyHidden } from '../../internal/visuallyHidden.css';
import { Loading } from '../Loading/Loading';
import * as styles from './DataTable.css';
import { DataTableBody } from './DataTableBody';
import { DataTableHead } from './DataTableHead';
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
  /** Makes rows interactive: click, Enter or Space on a focused row activates it. */
  onRowActivate?: (row: TData) => void;
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
  onRowActivate,
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

  const columnsTemplate = [
    ...(selectable ? [SELECT_COLUMN_WIDTH] : []),
    ...leafHeaders.map((header) => header.column.columnDef.meta?.width ?? DEFAULT_COLUMN_WIDTH),
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
          className={styles.table}
          aria-busy={loading || undefined}
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
          />
          <DataTableBody
            table={table}
            scrollElement={scroller}
            virtual={virtualize ?? rowCount > 50}
            rowHeight={rowHeight}
            selectable={selectable}
            colCount={colCount}
            rowIndexOffset={headerRowCount + pageStart}
            loading={loading}
            emptyState={emptyState ?? t('table.empty')}
            noResultsState={noResultsState ?? t('table.noResults')}
            onRowActivate={onRowActivate}
            rowLabel={rowLabel ?? ((_row, index) => t('table.row', { index: formatNumber(index + 1) }))}
          />
        </table>
      </section>

      <DataTablePagination
        table={table}
        label={label}
        paginate={paginate}
        pageSizeOptions={pageSizeOptions}
        filteredCount={filteredCount}
        totalCount={totalCount}
      />
    </div>
  );
}
