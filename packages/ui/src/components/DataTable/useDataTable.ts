'use client';

import { useControllableState } from '@radix-ui/react-use-controllable-state';
import {
  type ColumnFiltersState,
  type PaginationState,
  type RowData,
  type RowSelectionState,
  type SortingState,
  useTable,
} from '@tanstack/react-table';
import { type DataTableColumnDef, type DataTableFeatures, dataTableFeatures } from './dataTableFeatures';
import { useDeferredValue } from 'react';

export type { ColumnFiltersState, PaginationState, RowSelectionState, SortingState };

/** Each slice works controlled (pass the value and its `on…Change`) or uncontrolled (`default…`). */
export interface DataTableStateProps {
  sorting?: SortingState;
  defaultSorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  columnFilters?: ColumnFiltersState;
  defaultColumnFilters?: ColumnFiltersState;
  onColumnFiltersChange?: (filters: ColumnFiltersState) => void;
  globalFilter?: string;
  defaultGlobalFilter?: string;
  onGlobalFilterChange?: (search: string) => void;
  pagination?: PaginationState;
  defaultPagination?: PaginationState;
  onPaginationChange?: (pagination: PaginationState) => void;
  rowSelection?: RowSelectionState;
  defaultRowSelection?: RowSelectionState;
  onRowSelectionChange?: (selection: RowSelectionState) => void;
}

export interface UseDataTableOptions<TData extends RowData> extends DataTableStateProps {
  /** Keep the array stable (state or memo): a new array re-runs every row model. */
  data: ReadonlyArray<TData>;
  /** Keep the array stable (module scope or memo). */
  columns: ReadonlyArray<DataTableColumnDef<TData>>;
  /** A stable id per row (default: its index). Selection is stored by id. */
  getRowId?: (row: TData, index: number) => string;
  /** Slice rows into pages. Without it every row is rendered (virtualised). Default true. */
  paginate?: boolean;
  enableRowSelection?: boolean | ((row: TData) => boolean);
  enableSorting?: boolean;
  enableColumnFilters?: boolean;
  enableMultiSort?: boolean;
}

export const DEFAULT_PAGE_SIZE = 10;

/**
 * The headless DataTable: a TanStack Table v9 instance with sorting, the §5 column filters, global
 * search, pagination and row selection, and each state slice controllable. `DataTable` renders it.
 */
export function useDataTable<TData extends RowData>({
  data,
  columns,
  getRowId,
  paginate = true,
  enableRowSelection = false,
  enableSorting = true,
  enableColumnFilters = true,
  enableMultiSort = true,
  ...state
}: UseDataTableOptions<TData>) {
  const [sorting, setSorting] = useControllableState({
    prop: state.sorting,
    defaultProp: state.defaultSorting ?? [],
    onChange: state.onSortingChange,
    caller: 'DataTable',
  });
  const [columnFilters, setColumnFilters] = useControllableState({
    prop: state.columnFilters,
    defaultProp: state.defaultColumnFilters ?? [],
    onChange: state.onColumnFiltersChange,
    caller: 'DataTable',
  });
  const [globalFilter, setGlobalFilter] = useControllableState<string>({
    prop: state.globalFilter,
    defaultProp: state.defaultGlobalFilter ?? '',
    onChange: state.onGlobalFilterChange,
    caller: 'DataTable',
  });
  const [pagination, setPagination] = useControllableState({
    prop: state.pagination,
    defaultProp: state.defaultPagination ?? { pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE },
    onChange: state.onPaginationChange,
    caller: 'DataTable',
  });
  const [rowSelection, setRowSelection] = useControllableState({
    prop: state.rowSelection,
    defaultProp: state.defaultRowSelection ?? {},
    onChange: state.onRowSelectionChange,
    caller: 'DataTable',
  });

  // The rows are filtered by the search and the column filters in a deferred render: a keystroke paints the field at once and the rows
  // follow, in a render the next keystroke may interrupt (10,000 rows: no keystroke waits for the filtering).
  const searched = useDeferredValue(globalFilter);
  const filtered = useDeferredValue(columnFilters);

  const table = useTable({
    features: dataTableFeatures,
    data,
    columns,
    ...(getRowId ? { getRowId } : {}),
    state: { sorting, columnFilters: filtered, globalFilter: searched, pagination, rowSelection },
    onSortingChange: setSorting,
    onColumnFiltersChange: setColumnFilters,
    onGlobalFilterChange: (updater) =>
      setGlobalFilter((old) => String((typeof updater === 'function' ? updater(old) : updater) ?? '')),
    onPaginationChange: setPagination,
    onRowSelectionChange: setRowSelection,
    // Without pagination every row stays in the model (the body virtualises them).
    manualPagination: !paginate,
    autoResetPageIndex: false,
    enableSorting,
    enableMultiSort,
    // Every column sorts ascending first, numbers and dates included.
    sortDescFirst: false,
    enableColumnFilters,
    enableRowSelection:
      typeof enableRowSelection === 'function'
        ? (row) => enableRowSelection(row.original)
        : enableRowSelection,
    globalFilterFn: 'globalSearch',
    getColumnCanGlobalFilter: (column) =>
      column.accessorFn !== undefined &&
      (column.columnDef as { enableGlobalFilter?: boolean }).enableGlobalFilter !== false,
    defaultColumn: { filterFn: 'operator' },
  });

  // What the search field and the filter fields hold now (`table.state` has what the rows show).
  return Object.assign(table, { searchInput: globalFilter, filterInputs: columnFilters });
}

export type DataTableInstance<TData extends RowData> = ReturnType<typeof useDataTable<TData>>;
export type { DataTableFeatures };
