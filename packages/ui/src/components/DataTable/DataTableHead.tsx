import type { Header, RowData } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import { cx } from '../../internal/cx';
import { useT } from '../../i18n';
import { Checkbox } from '../Checkbox/Checkbox';
import * as styles from './DataTable.css';
import { DataTableFilter } from './DataTableFilter';
import type { DataTableFeatures } from './dataTableFeatures';
import type { DataTableInstance } from './useDataTable';

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
}: DataTableHeadProps<TData>) {
  const t = useT();
  const allSelected = table.getIsAllRowsSelected();
  return (
    <thead className={styles.thead}>
      <tr className={styles.headerRow} aria-rowindex={1}>
        {selectable ? (
          <th scope="col" className={styles.selectCell}>
            <Checkbox
              label={t('table.selectAll')}
              hideLabel
              checked={allSelected ? true : table.getIsSomeRowsSelected() ? 'indeterminate' : false}
              disabled={filteredCount === 0}
              onCheckedChange={(checked) => table.toggleAllRowsSelected(checked === true)}
            />
          </th>
        ) : null}
        {headers.map((header) => {
          const canSort = header.column.getCanSort();
          const sorted = header.column.getIsSorted();
          const content = header.isPlaceholder ? null : <table.FlexRender header={header} />;
          return (
            <th
              key={header.id}
              scope="col"
              className={cx(styles.headerCell, styles.align({ align: header.column.columnDef.meta?.align }))}
              aria-sort={canSort ? ariaSort(sorted) : undefined}
            >
              {canSort ? (
                // A header that sorts stays text in the header's own type, not a kit Button.
                <button
                  type="button"
                  className={styles.sortButton}
                  onClick={header.column.getToggleSortingHandler()}
                >
                  <span className={styles.cellText}>{content}</span>
                  <SortIcon sorted={sorted} />
                </button>
              ) : (
                content
              )}
            </th>
          );
        })}
      </tr>
      {showFilters ? (
        <tr id={filtersId} className={styles.headerRow} aria-rowindex={2}>
          {selectable ? <td className={styles.selectCell} /> : null}
          {headers.map((header) => (
            <td key={header.id} className={styles.filterCell}>
              {header.column.getCanFilter() ? (
                <DataTableFilter column={header.column} label={columnLabel(header)} />
              ) : null}
            </td>
          ))}
        </tr>
      ) : null}
    </thead>
  );
}
