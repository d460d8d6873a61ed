'use client';

import type { RowData } from '@tanstack/react-table';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from './i18n';
import { formatNumber } from '../../intl/dates';
import { IconButton } from '../IconButton/IconButton';
import { Select } from '../Select/Select';
import * as styles from './DataTable.css';
import type { DataTableInstance } from './useDataTable';

export interface DataTablePaginationProps<TData extends RowData> {
  table: DataTableInstance<TData>;
  /** The table's name: the page buttons sit in "{label} pagination". */
  label: string;
  /** Pages (true), or every row at once with a count (false). */
  paginate: boolean;
  pageSizeOptions: ReadonlyArray<number>;
  /** Rows left after search and filters, and rows in all. */
  filteredCount: number;
  totalCount: number;
  /** Said instead of the range and the page when no row is left. Default "No rows". */
  noRowsLabel?: string;
}

/** Stand-ins for a message's values, found again by `valueNodes`. */
function markers(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.keys(values).map((name) => [name, `\u2063${name}\u2063`]));
}

/**
 * A formatted message with each value as a text node of its own, as the JSX it replaced wrote it: the text is
 * shaped the same, so the English screenshots stay as they were.
 */
function valueNodes(node: ReactNode, values: Record<string, string>): ReactNode {
  if (Array.isArray(node)) return node.map((child) => valueNodes(child, values));
  if (typeof node !== 'string') return node;
  return node
    .split(/\u2063(\w+)\u2063/)
    .map((part, index) => (index % 2 ? (values[part] ?? '') : part))
    .filter(Boolean);
}

/** Under the table: rows per page, the range shown ("1–10 of 42") and the page buttons; or a row count. */
export function DataTablePagination<TData extends RowData>({
  table,
  label,
  paginate,
  pageSizeOptions,
  filteredCount,
  totalCount,
  noRowsLabel,
}: DataTablePaginationProps<TData>) {
  const t = useT();
  // Nothing left (the last match removed, a search that finds nothing): say so, not "0–0 of 0 · Page 0 of 0".
  if (filteredCount === 0) {
    return (
      <div className={styles.footer}>
        <span aria-live="polite" data-part="range">
          {noRowsLabel ?? t('table.noRows')}
        </span>
      </div>
    );
  }
  if (!paginate) {
    return (
      <div className={styles.footer}>
        <span aria-live="polite">
          {filteredCount === totalCount
            ? t('table.rows', { count: totalCount })
            : t('table.rowsFiltered', { count: formatNumber(filteredCount), total: totalCount })}
        </span>
      </div>
    );
  }
  const { pageIndex, pageSize } = table.state.pagination;
  const pageCount = table.getPageCount();
  const pageStart = pageIndex * pageSize;
  const firstShown = filteredCount === 0 ? 0 : pageStart + 1;
  const lastShown = Math.min(pageStart + pageSize, filteredCount);
  const pageButton = { variant: 'outline', tone: 'neutral', size: 'sm' } as const;
  const shown = {
    first: formatNumber(firstShown),
    last: formatNumber(lastShown),
    count: formatNumber(filteredCount),
  };
  const page = { page: formatNumber(pageCount === 0 ? 0 : pageIndex + 1), count: formatNumber(pageCount) };
  return (
    <div className={styles.footer}>
      <Select
        className={styles.pageSizeField}
        label={t('table.rowsPerPage')}
        options={pageSizeOptions.map((size) => ({ value: String(size), label: formatNumber(size) }))}
        value={String(pageSize)}
        onChange={(event) => {
          table.setPageSize(Number(event.target.value));
          table.setPageIndex(0);
        }}
      />
      <span aria-live="polite" data-part="range">
        {/* The range is isolated so that it reads "1–10" in right-to-left too. */}
        {valueNodes(
          t.rich('table.range', { range: (range) => <bdi>{valueNodes(range, shown)}</bdi> }, markers(shown)),
          shown,
        )}
      </span>
      <nav aria-label={t('table.pagination', { label })} className={styles.footerGroup}>
        <IconButton
          {...pageButton}
          label={t('table.firstPage')}
          icon={<ChevronsLeft size={16} aria-hidden className={styles.directional} />}
          disabled={!table.getCanPreviousPage()}
          onClick={() => table.firstPage()}
        />
        <IconButton
          {...pageButton}
          label={t('table.previousPage')}
          icon={<ChevronLeft size={16} aria-hidden className={styles.directional} />}
          disabled={!table.getCanPreviousPage()}
          onClick={() => table.previousPage()}
        />
        <span>{valueNodes(t('table.page', markers(page)), page)}</span>
        <IconButton
          {...pageButton}
          label={t('table.nextPage')}
          icon={<ChevronRight size={16} aria-hidden className={styles.directional} />}
          disabled={!table.getCanNextPage()}
          onClick={() => table.nextPage()}
        />
        <IconButton
          {...pageButton}
          label={t('table.lastPage')}
          icon={<ChevronsRight size={16} aria-hidden className={styles.directional} />}
          disabled={!table.getCanNextPage()}
          onClick={() => table.lastPage()}
        />
      </nav>
    </div>
  );
}
