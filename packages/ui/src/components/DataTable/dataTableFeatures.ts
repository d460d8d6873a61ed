import {
  type CellData,
  type ColumnDef,
  columnFilteringFeature,
  createColumnHelper,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  type FilterFn,
  globalFilteringFeature,
  metaHelper,
  type Row,
  type RowData,
  type TableFeatures,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
} from '@tanstack/react-table';
import {
  type ColumnFilterValue,
  type FilterOperator,
  isFilterOperator,
  matchesFilter,
} from '../../lib/matchesFilter';

/** What a DataTable column may say about itself beyond TanStack's column definition. */
export interface DataTableColumnMeta {
  /** Plain-text name, used in accessible names (sort button, filter fields) when `header` is not a string. */
  label?: string;
  /** Alignment of header and cells; numbers read best at the end. Default `start`. */
  align?: 'start' | 'end' | 'center';
  /** A CSS grid track size, e.g. `'8rem'` or `'minmax(12rem, 2fr)'`. Default `minmax(8rem, 1fr)`. */
  width?: string;
  /**
   * Stays in view while the table scrolls sideways (with the selection column). Leading columns only; when no
   * column says so, the first one does.
   */
  sticky?: boolean;
  /** Input type of the filter value field. Default `text`. */
  filterInputType?: 'text' | 'number' | 'date' | 'datetime-local';
  /** Operator the filter widget starts with. Default `contains`. */
  defaultFilterOperator?: FilterOperator;
}

/** The filter of one column: keeps rows whose value passes `matchesFilter(value, operator, query)`. */
const operatorFilter = ((
  row: Row<TableFeatures, RowData>,
  columnId: string,
  filterValue: ColumnFilterValue,
) => {
  if (!filterValue || !isFilterOperator(filterValue.operator)) return true;
  return matchesFilter(row.getValue(columnId), filterValue.operator, filterValue.query);
}) as FilterFn<TableFeatures, RowData>;
operatorFilter.autoRemove = (value: ColumnFilterValue | undefined) =>
  !value || value.query === '' || value.query === undefined || value.query === null;

/**
 * The global search: a row passes when any searchable column contains the text, ignoring case.
 * Unlike the column filter, an empty cell does not count as a match here.
 */
const globalSearch = ((row: Row<TableFeatures, RowData>, columnId: string, query: unknown) => {
  const value = row.getValue(columnId);
  if (value === null || value === undefined || value === '') return false;
  return matchesFilter(value, 'contains', query);
}) as FilterFn<TableFeatures, RowData>;
globalSearch.autoRemove = (value: unknown) => value === undefined || value === null || value === '';

/** The features every DataTable registers, in prerequisite order. Stable at module scope. */
export const dataTableFeatures = tableFeatures({
  columnFilteringFeature,
  globalFilteringFeature,
  rowSortingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  filteredRowModel: createFilteredRowModel(),
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  filterFns: { operator: operatorFilter, globalSearch },
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    text: sortFn_text,
    datetime: sortFn_datetime,
    basic: sortFn_basic,
  },
  columnMeta: metaHelper<DataTableColumnMeta>(),
});

export type DataTableFeatures = typeof dataTableFeatures;

/** A DataTable column definition (TanStack Table v9, bound to the DataTable's features). */
// biome-ignore lint/suspicious/noExplicitAny: columns of different value types share one array, as in TanStack
export type DataTableColumnDef<TData extends RowData, TValue extends CellData = any> = ColumnDef<
  DataTableFeatures,
  TData,
  TValue
>;

/**
 * Column helper for a DataTable: `const column = createDataTableColumnHelper<Person>()`, then
 * `column.columns([column.accessor('name', { header: 'Name' })])`.
 */
export function createDataTableColumnHelper<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>();
}
