'use client';

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
  isEmptyValue,
  isFilterOperator,
  matchesFilter,
  toText,
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
 * Each row's cells as the global search reads them (lower-cased text; `false`: an empty cell, which never
 * matches; `true`: a value the filter rules count as always passing, NaN or an invalid date), computed once per
 * row and column: a keystroke over 10,000 rows then costs one `includes` per cell, not a conversion and a
 * lower-casing. Rows are TanStack's, made again when the data changes, so the cache follows the data.
 */
const searchTexts = new WeakMap<object, Map<string, string | boolean>>();
function searchText(row: Row<TableFeatures, RowData>, columnId: string): string | boolean {
  let texts = searchTexts.get(row);
  if (!texts) {
    texts = new Map();
    searchTexts.set(row, texts);
  }
  let text = texts.get(columnId);
  if (text === undefined) {
    const value = row.getValue(columnId);
    text =
      value === null || value === undefined || value === ''
        ? false
        : isEmptyValue(value)
          ? true
          : toText(value).toLowerCase();
    texts.set(columnId, text);
  }
  return text;
}
let lastQuery: unknown;
let lastLowerQuery = '';

/**
 * The global search: a row passes when any searchable column contains the text, ignoring case.
 * Unlike the column filter, an empty cell does not count as a match here.
 */
const globalSearch = ((row: Row<TableFeatures, RowData>, columnId: string, query: unknown) => {
  const text = searchText(row, columnId);
  if (typeof text === 'boolean') return text;
  if (query === null || query === undefined || query === '') return true;
  if (query !== lastQuery) {
    lastQuery = query;
    lastLowerQuery = toText(query).toLowerCase();
  }
  return text.includes(lastLowerQuery);
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
