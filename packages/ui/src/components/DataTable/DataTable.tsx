import type { Header, Row, RowData } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  ArrowDown,
  ArrowUp,
  ChevronLeft,
  ChevronRight,
  ChevronsLeft,
  ChevronsRight,
  ChevronsUpDown,
  ListFilter,
  Search,
} from 'lucide-react';
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { visuallyHidden } from '../../internal/visuallyHidden.css';
import { Loading } from '../Loading/Loading';
import * as styles from './DataTable.css';
import { DataTableFilter } from './DataTableFilter';
import type { DataTableFeatures } from './dataTableFeatures';
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
  /** A short name per row, for the selection checkboxes' accessible names. Default "row N". */
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

function columnLabel<TData extends RowData>(header: Header<DataTableFeatures, TData, unknown>): string {
  const { columnDef } = header.column;
  if (columnDef.meta?.label) return columnDef.meta.label;
  if (typeof columnDef.header === 'string') return columnDef.header;
  return header.column.id;
}

function ariaSort(sorted: false | 'asc' | 'desc'): 'ascending' | 'descending' | 'none' {
  return sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';
}

function IndeterminateCheckbox({
  indeterminate,
  ...props
}: { indeterminate?: boolean } & React.InputHTMLAttributes<HTMLInputElement>) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = Boolean(indeterminate);
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={styles.checkbox}
      aria-checked={indeterminate ? 'mixed' : undefined}
      {...props}
    />
  );
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

function DataTableView<TData extends RowData>({
  table,
  label,
  ref,
  className,
  loading = false,
  emptyState = 'No rows to show.',
  noResultsState = 'No rows match the search or filters.',
  onRowActivate,
  rowLabel = (_row, index) => `row ${index + 1}`,
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
  const id = useId();
  const scrollerRef = useRef<HTMLElement>(null);
  const [showFilters, setShowFilters] = useState(defaultShowFilters);
  const selectable = enableRowSelection !== false;

  const headerGroups = table.getHeaderGroups();
  const leafHeaders = headerGroups[headerGroups.length - 1]?.headers ?? [];
  const rows = table.getRowModel().rows;
  const filteredCount = table.getPrePaginatedRowModel().rows.length;
  const totalCount = table.getCoreRowModel().rows.length;
  const { pageIndex, pageSize } = table.state.pagination;
  const pageStart = paginate ? pageIndex * pageSize : 0;
  const virtual = virtualize ?? rows.length > 50;
  const filterable = enableColumnFilters && leafHeaders.some((header) => header.column.getCanFilter());
  const activeFilterCount = table.state.columnFilters.length;
  const headerRowCount = showFilters && filterable ? 2 : 1;
  const selectedCount = Object.keys(table.state.rowSelection).length;

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => rowHeight,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: 12,
    enabled: virtual,
  });

  // Back to the top when the rows change under the user (sort, filter, page).
  const { sorting, columnFilters, globalFilter } = table.state;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because these changed
  useEffect(() => {
    scrollerRef.current?.scrollTo?.({ top: 0 });
  }, [sorting, columnFilters, globalFilter, pageIndex, pageSize]);

  // A page past the end (after filtering or deleting) snaps back to the last page.
  const pageCount = table.getPageCount();
  useEffect(() => {
    if (paginate && pageIndex > 0 && pageIndex >= pageCount) table.setPageIndex(Math.max(0, pageCount - 1));
  }, [paginate, pageIndex, pageCount, table]);

  const columnsTemplate = [
    ...(selectable ? [SELECT_COLUMN_WIDTH] : []),
    ...leafHeaders.map((header) => header.column.columnDef.meta?.width ?? DEFAULT_COLUMN_WIDTH),
  ].join(' ');

  const activate = (row: Row<DataTableFeatures, TData>) => onRowActivate?.(row.original);
  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: Row<DataTableFeatures, TData>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      activate(row);
    }
  };
  const onRowClick = (event: MouseEvent<HTMLTableRowElement>, row: Row<DataTableFeatures, TData>) => {
    // Clicks on controls inside the row (checkbox, links, buttons) are theirs.
    const target = event.target as HTMLElement;
    if (target.closest('a, button, input, select, textarea, label, [role="checkbox"]')) return;
    activate(row);
  };

  const renderRow = (row: Row<DataTableFeatures, TData>, index: number, start?: number) => {
    const selected = selectable && row.getIsSelected();
    return (
      <tr
        key={row.id}
        className={styles.row}
        aria-rowindex={headerRowCount + pageStart + index + 1}
        data-state={selected ? 'selected' : undefined}
        data-virtual={start === undefined ? undefined : 'true'}
        data-interactive={onRowActivate ? 'true' : undefined}
        tabIndex={onRowActivate ? 0 : undefined}
        onClick={onRowActivate ? (event) => onRowClick(event, row) : undefined}
        onKeyDown={onRowActivate ? (event) => onRowKeyDown(event, row) : undefined}
        style={start === undefined ? undefined : { transform: `translateY(${start}px)` }}
      >
        {selectable ? (
          <td className={styles.selectCell}>
            <IndeterminateCheckbox
              aria-label={`Select ${rowLabel(row.original, row.index)}`}
              checked={row.getIsSelected()}
              disabled={!row.getCanSelect()}
              onChange={row.getToggleSelectedHandler()}
            />
          </td>
        ) : null}
        {row.getAllCells().map((cell) => (
          <td key={cell.id} className={styles.cell} data-align={cell.column.columnDef.meta?.align}>
            <table.FlexRender cell={cell} />
          </td>
        ))}
      </tr>
    );
  };

  const colCount = leafHeaders.length + (selectable ? 1 : 0);
  const message = (content: ReactNode) => (
    <tr className={styles.messageRow}>
      <td className={styles.messageCell} colSpan={colCount} aria-colspan={colCount}>
        {content}
      </td>
    </tr>
  );

  let body: ReactNode;
  if (rows.length === 0) {
    body = loading
      ? message(<Loading label="Loading rows…" />)
      : message(totalCount === 0 ? emptyState : noResultsState);
  } else if (virtual) {
    body = virtualizer.getVirtualItems().map((item) => {
      const row = rows[item.index];
      return row ? renderRow(row, item.index, item.start) : null;
    });
  } else {
    body = rows.map((row, index) => renderRow(row, index));
  }

  const firstShown = filteredCount === 0 ? 0 : pageStart + 1;
  const lastShown = paginate ? Math.min(pageStart + pageSize, filteredCount) : filteredCount;

  return (
    <div ref={ref} className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.toolbar}>
        {enableGlobalFilter ? (
          <div className={styles.searchField}>
            <Search size={16} aria-hidden className={styles.searchIcon} />
            <input
              type="search"
              className={styles.searchInput}
              aria-label={`Search ${label}`}
              placeholder="Search…"
              value={String(table.state.globalFilter ?? '')}
              onChange={(event) => table.setGlobalFilter(event.target.value)}
            />
          </div>
        ) : null}
        {filterable ? (
          <button
            type="button"
            className={styles.button}
            aria-expanded={showFilters}
            aria-controls={`${id}-filters`}
            onClick={() => setShowFilters((open) => !open)}
          >
            <ListFilter size={16} aria-hidden />
            {activeFilterCount > 0 ? `Filters (${activeFilterCount})` : 'Filters'}
          </button>
        ) : null}
        {activeFilterCount > 0 ? (
          <button type="button" className={styles.button} onClick={() => table.resetColumnFilters(true)}>
            Clear filters
          </button>
        ) : null}
        <div className={styles.toolbarEnd}>
          <span role="status" className={styles.status}>
            {selectable && selectedCount > 0 ? `${selectedCount} selected` : ''}
          </span>
          {toolbar}
        </div>
      </div>

      <section
        ref={scrollerRef}
        className={styles.scroller}
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable from the keyboard (axe scrollable-region-focusable)
        tabIndex={0}
        style={assignInlineVars({ [styles.scrollerHeightVar]: height })}
      >
        {loading && rows.length > 0 ? (
          <Loading variant="linear" showLabel={false} label="Updating rows…" className={styles.busyBar} />
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
          <thead className={styles.thead}>
            <tr className={styles.headerRow} aria-rowindex={1}>
              {selectable ? (
                <th scope="col" className={styles.selectCell}>
                  <IndeterminateCheckbox
                    aria-label="Select all rows"
                    checked={table.getIsAllRowsSelected()}
                    indeterminate={table.getIsSomeRowsSelected() && !table.getIsAllRowsSelected()}
                    disabled={filteredCount === 0}
                    onChange={table.getToggleAllRowsSelectedHandler()}
                  />
                </th>
              ) : null}
              {leafHeaders.map((header) => {
                const canSort = header.column.getCanSort();
                const sorted = header.column.getIsSorted();
                const align = header.column.columnDef.meta?.align;
                const content = header.isPlaceholder ? null : <table.FlexRender header={header} />;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={styles.headerCell}
                    data-align={align}
                    aria-sort={canSort ? ariaSort(sorted) : undefined}
                  >
                    {canSort ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        data-sorted={sorted ? 'true' : undefined}
                        onClick={header.column.getToggleSortingHandler()}
                      >
                        <span className={styles.cellText}>{content}</span>
                        {sorted === 'asc' ? (
                          <ArrowUp size={14} aria-hidden className={styles.sortIcon} />
                        ) : sorted === 'desc' ? (
                          <ArrowDown size={14} aria-hidden className={styles.sortIcon} />
                        ) : (
                          <ChevronsUpDown size={14} aria-hidden className={styles.sortIcon} />
                        )}
                      </button>
                    ) : (
                      content
                    )}
                  </th>
                );
              })}
            </tr>
            {filterable && showFilters ? (
              <tr id={`${id}-filters`} className={styles.headerRow} aria-rowindex={2}>
                {selectable ? <td className={styles.selectCell} /> : null}
                {leafHeaders.map((header) => (
                  <td key={header.id} className={styles.filterCell}>
                    {header.column.getCanFilter() ? (
                      <DataTableFilter column={header.column} label={columnLabel(header)} />
                    ) : null}
                  </td>
                ))}
              </tr>
            ) : null}
          </thead>
          <tbody
            className={styles.tbody}
            style={virtual && rows.length > 0 ? { blockSize: `${virtualizer.getTotalSize()}px` } : undefined}
          >
            {body}
          </tbody>
        </table>
      </section>

      <div className={styles.footer}>
        {paginate ? (
          <>
            <div className={styles.footerGroup}>
              <label htmlFor={`${id}-page-size`}>Rows per page</label>
              <select
                id={`${id}-page-size`}
                className={styles.select}
                value={pageSize}
                onChange={(event) => {
                  table.setPageSize(Number(event.target.value));
                  table.setPageIndex(0);
                }}
              >
                {pageSizeOptions.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </select>
            </div>
            <span aria-live="polite" data-part="range">
              {/* Isolated so that the range reads "1–10" in right-to-left too. */}
              <bdi>
                {firstShown}–{lastShown}
              </bdi>{' '}
              of {filteredCount}
            </span>
            <nav aria-label={`${label} pagination`} className={styles.footerGroup}>
              <button
                type="button"
                className={styles.button}
                aria-label="First page"
                disabled={!table.getCanPreviousPage()}
                onClick={() => table.firstPage()}
              >
                <ChevronsLeft size={16} aria-hidden className={styles.directional} />
              </button>
              <button
                type="button"
                className={styles.button}
                aria-label="Previous page"
                disabled={!table.getCanPreviousPage()}
                onClick={() => table.previousPage()}
              >
                <ChevronLeft size={16} aria-hidden className={styles.directional} />
              </button>
              <span>
                Page {pageCount === 0 ? 0 : pageIndex + 1} of {pageCount}
              </span>
              <button
                type="button"
                className={styles.button}
                aria-label="Next page"
                disabled={!table.getCanNextPage()}
                onClick={() => table.nextPage()}
              >
                <ChevronRight size={16} aria-hidden className={styles.directional} />
              </button>
              <button
                type="button"
                className={styles.button}
                aria-label="Last page"
                disabled={!table.getCanNextPage()}
                onClick={() => table.lastPage()}
              >
                <ChevronsRight size={16} aria-hidden className={styles.directional} />
              </button>
            </nav>
          </>
        ) : (
          <span aria-live="polite">
            {filteredCount === totalCount ? `${totalCount} rows` : `${filteredCount} of ${totalCount} rows`}
          </span>
        )}
      </div>
    </div>
  );
}
