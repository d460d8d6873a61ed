import type { RowData } from '@tanstack/react-table';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
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
}

/** Under the table: rows per page, the range shown ("1–10 of 42") and the page buttons; or a row count. */
export function DataTablePagination<TData extends RowData>({
  table,
  label,
  paginate,
  pageSizeOptions,
  filteredCount,
  totalCount,
}: DataTablePaginationProps<TData>) {
  if (!paginate) {
    return (
      <div className={styles.footer}>
        <span aria-live="polite">
          {filteredCount === totalCount ? `${totalCount} rows` : `${filteredCount} of ${totalCount} rows`}
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
  return (
    <div className={styles.footer}>
      <Select
        className={styles.pageSizeField}
        label="Rows per page"
        options={pageSizeOptions.map((size) => ({ value: String(size), label: String(size) }))}
        value={String(pageSize)}
        onChange={(event) => {
          table.setPageSize(Number(event.target.value));
          table.setPageIndex(0);
        }}
      />
      <span aria-live="polite" data-part="range">
        {/* Isolated so that the range reads "1–10" in right-to-left too. */}
        <bdi>
          {firstShown}–{lastShown}
        </bdi>{' '}
        of {filteredCount}
      </span>
      <nav aria-label={`${label} pagination`} className={styles.footerGroup}>
        <IconButton
          {...pageButton}
          label="First page"
          icon={<ChevronsLeft size={16} aria-hidden className={styles.directional} />}
          disabled={!table.getCanPreviousPage()}
          onClick={() => table.firstPage()}
        />
        <IconButton
          {...pageButton}
          label="Previous page"
          icon={<ChevronLeft size={16} aria-hidden className={styles.directional} />}
          disabled={!table.getCanPreviousPage()}
          onClick={() => table.previousPage()}
        />
        <span>
          Page {pageCount === 0 ? 0 : pageIndex + 1} of {pageCount}
        </span>
        <IconButton
          {...pageButton}
          label="Next page"
          icon={<ChevronRight size={16} aria-hidden className={styles.directional} />}
          disabled={!table.getCanNextPage()}
          onClick={() => table.nextPage()}
        />
        <IconButton
          {...pageButton}
          label="Last page"
          icon={<ChevronsRight size={16} aria-hidden className={styles.directional} />}
          disabled={!table.getCanNextPage()}
          onClick={() => table.lastPage()}
        />
      </nav>
    </div>
  );
}
