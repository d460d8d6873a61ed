'use client';

import type { Header, RowData } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import { cx } from '../../internal/cx';
import { useT } from './i18n';
import { Checkbox } from '../Checkbox/Checkbox';
import * as styles from './DataTable.css';
import type { ColumnFilterValue } from '../../lib/matchesFilter';
import { DataTableFilter } from './DataTableFilter';
import type { DataTableFeatures } from './dataTableFeatures';
import type { DataTableInstance } from './useDataTable';
import { type DataTableSticky, stickyDataCell, stickySelectCell } from './stickyCells';

type DataTableHeader<TData extends RowData> = Header<DataTableFeatures, TData, unknown>;

export interface DataTableHeadProps<TData extends RowData> {
  table: DataTableInstance<TData>;
  /** The last header row's headers: one per column. */
  headers: ReadonlyArray<DataTableHeader<TData>>;
  selectable: boolean;
  /** Show the filter row (only when some column can filter). */
  showFilters: boolean;
  filtersId: string;
  /** Rows left after search and filters: "Select all" is off when there are none. */
  filteredCount: number;
  /** The leading columns that stay in view while the table scrolls sideways. */
  sticky?: DataTableSticky;
}

/** A column's plain-text name: `meta.label`, a string header, or its id. */
export function columnLabel<TData extends RowData>(header: DataTableHeader<TData>): string {
  const { columnDef } = header.column;
  if (columnDef.meta?.label) return columnDef.meta.label;
  if (typeof columnDef.header === 'string') return columnDef.header;
  return header.column.id;
}

function ariaSort(sorted: false | 'asc' | 'desc'): 'ascending' | 'descending' | 'none' {
  return sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';
}

function SortIcon({ sorted }: { sorted: false | 'asc' | 'desc' }) {
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ChevronsUpDown;
  return <Icon size={14} aria-hidden className={styles.sortIcon({ sorted: Boolean(sorted) })} />;
}

/** The column headers (sortable ones are buttons, with `aria-sort`) and the filter row under them. */
export function DataTableHead<TData extends RowData>({
  table,
  headers,
  selectable,
  showFilters,
  filtersId,
  filteredCount,
  sticky,
}: DataTableHeadProps<TData>) {
  const t = useT();
  const allSelected = table.getIsAllRowsSelected();
  return (
    <thead className={styles.thead}>
      <tr className={styles.headerRow} aria-rowindex={1}>
        {selectable ? (
          <th
            scope="col"
            {...stickySelectCell(sticky)}
            className={cx(styles.selectCell, stickySelectCell(sticky).className)}
          >
            <Checkbox
              label={t('table.selectAll')}
              hideLabel
              checked={allSelected ? true : table.getIsSomeRowsSelected() ? 'indeterminate' : false}
              disabled={filteredCount === 0}
              onCheckedChange={(checked) => table.toggleAllRowsSelected(checked === true)}
            />
          </th>
        ) : null}
        {headers.map((header, index) => {
          const stuck = stickyDataCell(sticky, index);
          const canSort = header.column.getCanSort();
          const sorted = header.column.getIsSorted();
          const content = header.isPlaceholder ? null : <table.FlexRender header={header} />;
          return (
            <th
              key={header.id}
              scope="col"
              {...stuck}
              data-column-id={header.id}
              className={cx(
                styles.headerCell,
                styles.align({ align: header.column.columnDef.meta?.align }),
                stuck.className,
              )}
              aria-sort={canSort ? ariaSort(sorted) : undefined}
            >
              {canSort ? (
                // A header that sorts stays text in the header's own type, not a kit Button.
                <button
                  type="button"
                  className={styles.sortButton}
                  onClick={header.column.getToggleSortingHandler()}
                >
                  <span className={styles.cellText} data-header-text>
                    {content}
                  </span>
                  <SortIcon sorted={sorted} />
                </button>
              ) : (
                <span className={styles.cellText} data-header-text>
                  {content}
                </span>
              )}
            </th>
          );
        })}
      </tr>
      {showFilters ? (
        <tr id={filtersId} className={styles.headerRow} aria-rowindex={2}>
          {selectable ? (
            <td
              {...stickySelectCell(sticky)}
              className={cx(styles.selectCell, stickySelectCell(sticky).className)}
            />
          ) : null}
          {headers.map((header, index) => (
            <td
              key={header.id}
              {...stickyDataCell(sticky, index)}
              className={cx(styles.filterCell, stickyDataCell(sticky, index).className)}
            >
              {header.column.getCanFilter() ? (
                <DataTableFilter
                  column={header.column}
                  label={columnLabel(header)}
                  value={
                    table.filterInputs.find((filter) => filter.id === header.column.id)?.value as
                      | ColumnFilterValue
                      | undefined
                  }
                />
              ) : null}
            </td>
          ))}
        </tr>
      ) : null}
    </thead>
  );
}
